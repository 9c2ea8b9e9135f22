import RefreshIcon from '@mui/icons-material/Refresh';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { LiveStatus } from '../live/LiveStatus';

export type OrdersView = 'cards' | 'table';

interface Props {
  title: string;
  view: OrdersView;
  onViewChange: (view: OrdersView) => void;
  onRefresh: () => void;
  withSound?: boolean;
}

export const MUTE_KEY = 'orders.muted';

/** Title, live state, sound switch, cards/table toggle and refresh. */
export const OrdersToolbar = ({ title, view, onViewChange, onRefresh, withSound }: Props) => {
  const translate = useTranslate();
  const [muted, setMuted] = useStore(MUTE_KEY, false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <LiveStatus />
      {withSound && (
        <Tooltip title={translate(muted ? 'app.orders.unmute' : 'app.orders.mute')}>
          <IconButton
            aria-label={translate(muted ? 'app.orders.unmute' : 'app.orders.mute')}
            aria-pressed={muted}
            onClick={() => setMuted(!muted)}
          >
            {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
          </IconButton>
        </Tooltip>
      )}
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
