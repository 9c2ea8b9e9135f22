import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Order } from './order.types';

const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));

// The spec's detail route is /admin/orders/{orderId}, which is react-admin's "edit" route; the detail is read-mostly.
export default {
  list: OrderList,
  edit: OrderShow,
  icon: ReceiptIcon,
  recordRepresentation: (order: Order) => String(order.orderNumber),
};
