import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLogout, usePermissions, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { homeOf, homePath } from '../providers/token';
import { SETTINGS_CARDS } from './settingsCards';
import type { SettingsCard } from './settings.types';
import { visibleCards } from './visibleCards';

/**
 * Spec 2, Settings (/admin/settings): header with back and logout, and a card per dialog this user may open.
 * `?open=<card>` opens that card's dialog at once (the panel's first-day checklist links there).
 */
const SettingsPage = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const [searchParams] = useSearchParams();
  const [openKey, setOpenKey] = useState<string | null>(() => searchParams.get('open'));
  const roles = permissions ?? [];
  const cards = isPending ? [] : visibleCards(SETTINGS_CARDS, roles);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.settings.title')} />
      <SettingsHeader roles={roles} ready={!isPending} />
      <Box
        component="ul"
        aria-label={translate('app.settings.title')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {cards.map((card) => (
          <li key={card.key}>
            <SettingsCardButton card={card} onOpen={() => setOpenKey(card.key)} />
          </li>
        ))}
      </Box>
      {cards.map(({ key, dialog: Dialog }) => (
        <Dialog key={key} open={openKey === key} onClose={() => setOpenKey(null)} />
      ))}
    </Box>
  );
};

/** Back leads where this user works: admins to the admin panel, waiters to the waiter view, kitchen staff to the kitchen. */
const SettingsHeader = ({ roles, ready }: { roles: string[]; ready: boolean }) => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
      {ready && (
        <Button component={Link} to={homePath(roles)} startIcon={<ArrowBackIcon />}>
          {translate(`app.settings.back_${homeOf(roles)}`)}
        </Button>
      )}
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {translate('app.settings.title')}
      </Typography>
      <Button onClick={() => logout()} startIcon={<LogoutIcon />} color="inherit">
        {translate('ra.auth.logout')}
      </Button>
    </Stack>
  );
};

const SettingsCardButton = ({ card, onOpen }: { card: SettingsCard; onOpen: () => void }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }} data-testid={`settings-card-${card.key}`}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {card.icon}
            </Box>
            <Box>
              <Typography variant="h6" component="h2">
                {translate(card.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(card.hint)}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

export default SettingsPage;
