import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import { AppInfoDialog } from './AppInfoDialog';
import { ProfileDialog } from './ProfileDialog';
import type { SettingsCard } from './settings.types';

/**
 * The settings page's cards, in the spec's order (spec 2): Profile, App UI, Language, App Info.
 * App UI (`AppUiDialog.tsx`, width 620) and Language (`LanguageDialog.tsx`, width 480) are added
 * at the marked places, each as one entry like the others.
 */
export const SETTINGS_CARDS: SettingsCard[] = [
  {
    key: 'profile',
    title: 'app.settings.profile.title',
    hint: 'app.settings.profile.hint',
    icon: <PersonIcon />,
    dialog: ProfileDialog,
  },
  // App UI card: { key: 'app-ui', …, dialog: AppUiDialog }
  // Language card: { key: 'language', …, dialog: LanguageDialog }
  {
    key: 'app-info',
    title: 'app.settings.app_info.title',
    hint: 'app.settings.app_info.hint',
    icon: <BusinessIcon />,
    roles: ['ADMIN'],
    dialog: AppInfoDialog,
  },
];
