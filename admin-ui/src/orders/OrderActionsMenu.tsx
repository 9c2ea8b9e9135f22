import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Order, OrderAction } from './order.types';

interface Props {
  order: Order;
  onAction: (action: OrderAction, order: Order) => void;
}

/** The per-order actions menu of the lists: open the detail, and the actions the status allows. */
export const OrderActionsMenu = ({ order, onAction }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (e: MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  const choose = (action: OrderAction | 'open') => {
    setAnchor(null);
    if (action === 'open') navigate(`/admin/orders/${order.id}`);
    else onAction(action, order);
  };
  return (
    <>
      <IconButton aria-label={`${translate('app.action.menu')} ${order.orderNumber}`} aria-haspopup="menu" onClick={open} size="small">
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} onClick={(e) => e.stopPropagation()}>
        <MenuItem onClick={() => choose('open')}>
          <ListItemText>{translate('app.action.open')}</ListItemText>
        </MenuItem>
        {order.allowedActions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            <ListItemText>{translate(`app.action.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
