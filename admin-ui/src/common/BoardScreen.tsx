import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import LogoutIcon from '@mui/icons-material/Logout';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLogout, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { isAdmin, WAITER_VIEW } from '../providers/token';
import { formatTime } from './format';
import { HelpButton } from './help/HelpButton';
import { LiveStatus } from './LiveStatus';
import { MuteButton } from './MuteButton';

/** A full-screen board for a tablet at arm's length (kitchen, stations): dark, one column that never widens the page. */
export const BoardScreen = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      bgcolor: '#1e1f22',
      color: 'common.white',
      p: { xs: 1, sm: 2 },
      display: 'grid',
      gap: 2,
      // minmax(0, …): no ticket or header may widen the page beyond the screen (no sideways scrolling on a phone).
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignContent: 'start',
    }}
  >
    {children}
  </Box>
);

interface HeaderProps {
  title: string;
  now: number;
  /** Where admins go back to, and its name. */
  back: { to: string; label: string };
  /** The board's own switches, after the sound switch. */
  children?: ReactNode;
}

/**
 * A board's title with the clock, live state, sound and the board's switches; admins get a way back, everyone a way
 * out. On a phone the switches wrap below the title.
 */
export const BoardHeader = ({ title, now, back, children }: HeaderProps) => {
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
        // On a phone each switch is still a 43 px target.
        '& .MuiIconButton-root': { p: { xs: 0.5, sm: 1 } },
      }}
    >
      {isAdmin(permissions ?? []) && (
        <IconButton component={Link} to={back.to} color="inherit" aria-label={back.label}>
          <ArrowBackIcon fontSize="large" />
        </IconButton>
      )}
      <Typography component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}>
        {title} · {formatTime(new Date(now).toISOString())}
      </Typography>
      <Box sx={{ bgcolor: 'common.white', borderRadius: 4 }}>
        <LiveStatus size="medium" />
      </Box>
      <MuteButton large />
      {children}
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
