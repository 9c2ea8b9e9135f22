import CampaignIcon from '@mui/icons-material/Campaign';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../orders/order.types';

interface Props extends Omit<ButtonProps, 'onClick'> {
  order: Order;
  onFire: (order: Order) => void;
}

/** "Hauptgang abrufen": shown while the order holds a later course back; the stations then get its lines. */
export const FireCourseButton = ({ order, onFire, ...props }: Props) => {
  const translate = useTranslate();
  if (!order.nextCourse) return null;
  return (
    <Button variant="contained" color="secondary" startIcon={<CampaignIcon />} onClick={() => onFire(order)} {...props}>
      {translate('app.preparation.fire', { course: translate(`app.course.${order.nextCourse}`) })}
    </Button>
  );
};
