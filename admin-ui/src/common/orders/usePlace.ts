import { useTranslate } from 'react-admin';
import type { Order } from '../../orders/order.types';

/** Where an order goes, as a ticket says it: "Tisch 5", "Abholung" or "Lieferung". */
export function usePlace() {
  const translate = useTranslate();
  return (order: Pick<Order, 'tableNumber' | 'orderType'>) =>
    order.tableNumber != null
      ? translate('app.order.table', { number: order.tableNumber })
      : translate(order.orderType === 'DELIVERY' ? 'app.kitchen.delivery' : 'app.kitchen.takeaway');
}
