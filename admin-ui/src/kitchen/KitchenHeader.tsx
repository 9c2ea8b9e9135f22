import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import LogoutIcon from '@mui/icons-material/Logout';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, IconButton, Typography } from '@mui/material';
import { useLogout, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatTime } from '../common/format';
import { HelpButton } from '../common/help/HelpButton';
import { LiveStatus } from '../common/LiveStatus';
import { MuteButton } from '../common/MuteButton';
import { ADMIN_HOME, isAdmin, WAITER_VIEW } from '../providers/token';
import { KitchenSettings } from './KitchenSettings';
import type { AgeThresholds } from './ticketAge';

interface Props {
  now: number;
  thresholds: AgeThresholds;
  onThresholdsChange: (t: AgeThresholds) => void;
}

/** Clock, live state and the board's switches; admins get a way back, everyone a way out. On a phone the switches wrap below the title. */
export const KitchenHeader = ({ now, thresholds, onThresholdsChange }: Props) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { permissions } = usePermissions<string[]>();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: { xs: 0.5, sm: 2 },
        rowGap: 1,
        // On a phone the seven switches fit one row below the title, each still a 43 px target.
        '& .MuiIconButton-root': { p: { xs: 0.5, sm: 1 } },
      }}
    >
      {isAdmin(permissions ?? []) && (
        <IconButton component={Link} to={ADMIN_HOME} color="inherit" aria-label={translate('app.kitchen.back')}>
          <ArrowBackIcon fontSize="large" />
        </IconButton>
      )}
      <Typography component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 700, flexGrow: 1 }}>
        {translate('app.kitchen.title')} · {formatTime(new Date(now).toISOString())}
      </Typography>
      <Box sx={{ bgcolor: 'common.white', borderRadius: 4 }}>
        <LiveStatus size="medium" />
      </Box>
      <MuteButton large />
      <KitchenSettings value={thresholds} onChange={onThresholdsChange} />
      <IconButton
        color="inherit"
        aria-label={translate('app.kitchen.fullscreen')}
        onClick={() =>
          (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)
        }
      >
        <FullscreenIcon fontSize="large" />
      </IconButton>
      <IconButton component={Link} to={WAITER_VIEW} color="inherit" aria-label={translate('app.panel.waiter')}>
        <RoomServiceIcon fontSize="large" />
      </IconButton>
      <HelpButton fontSize="large" />
      <IconButton component={Link} to="/admin/settings" color="inherit" aria-label={translate('app.panel.settings')}>
        <SettingsIcon fontSize="large" />
      </IconButton>
      <IconButton color="inherit" aria-label={translate('ra.auth.logout')} onClick={() => logout()}>
        <LogoutIcon fontSize="large" />
      </IconButton>
    </Box>
  );
};
