import type { OrderItem } from '../../orders/order.types';

/** An order line for unit tests; each test names only the fields it is about. */
export function testItem({ orderItemId, ...fields }: Partial<OrderItem> & { orderItemId: number }): OrderItem {
  return {
    orderItemId,
    menuItemId: orderItemId,
    menuItemName: `Artikel ${orderItemId}`,
    typeCode: null,
    vatCategory: 'FOOD',
    isDrink: false,
    vatRate: 'VAT_10',
    quantity: 1,
    addings: [],
    allergens: [],
    note: null,
    unitPrice: 5,
    priceFinal: 5,
    course: null,
    categoryId: null,
    preparation: [],
    ...fields,
  };
}
