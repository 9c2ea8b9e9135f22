import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveState } from '../providers/useLiveFeed';

const COLORS = { connected: 'success', connecting: 'warning', offline: 'error' } as const;
const KEYS = { connected: 'app.live.connected', connecting: 'app.live.connecting', offline: 'app.live.disconnected' };

/** Shows whether live updates arrive. */
export const LiveStatus = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const state = useLiveState();
  return (
    <Chip
      size={size}
      color={COLORS[state]}
      variant="outlined"
      label={translate(KEYS[state])}
      data-testid="live-status"
      data-state={state}
      role="status"
    />
  );
};
