import RefreshIcon from '@mui/icons-material/Refresh';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LiveStatus } from '../common/LiveStatus';
import { MuteButton } from '../common/MuteButton';

export type OrdersView = 'cards' | 'table';

interface Props {
  title: string;
  view: OrdersView;
  onViewChange: (view: OrdersView) => void;
  onRefresh: () => void;
  withSound?: boolean;
}

/** Title, live state, sound switch, cards/table toggle and refresh. */
export const OrdersToolbar = ({ title, view, onViewChange, onRefresh, withSound }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <LiveStatus />
      {withSound && <MuteButton />}
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v) => v && onViewChange(v)}>
        <ToggleButton value="cards" aria-label={translate('app.orders.view_cards')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate('app.orders.view_table')}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('app.action.refresh')}
      </Button>
    </Stack>
  );
};
