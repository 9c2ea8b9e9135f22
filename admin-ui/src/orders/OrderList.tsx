import { useTranslate } from 'react-admin';
import { OrdersBrowser } from './OrdersBrowser';
import { ORDERS_DEFAULT_FILTERS } from './orderFilters';

/** /admin/orders: open orders first, oldest first, live. */
const OrderList = () => {
  const translate = useTranslate();
  return (
    <OrdersBrowser storeKey="orders" title={translate('app.orders.title')} defaults={ORDERS_DEFAULT_FILTERS} sortOrder="ASC" alertOnLive />
  );
};

export default OrderList;
