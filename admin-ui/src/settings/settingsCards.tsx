import BusinessIcon from '@mui/icons-material/Business';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PaletteIcon from '@mui/icons-material/Palette';
import TranslateIcon from '@mui/icons-material/Translate';
import PersonIcon from '@mui/icons-material/Person';
import { AppInfoDialog, CompanyDataDialog } from './AppInfoDialog';
import { AppUiDialog } from './AppUiDialog';
import { LanguageDialog } from './LanguageDialog';
import { ProfileDialog } from './ProfileDialog';
import type { SettingsCard } from './settings.types';

/**
 * The settings page's cards, in the spec's order (spec 2): Profile, App UI, Language, App Info — with the restaurant's
 * company data for invoices ("Firmendaten & Rechnung") as a card of its own before App Info.
 * Language (`LanguageDialog.tsx`, width 480) is added at the marked place, as one entry like the others.
 */
export const SETTINGS_CARDS: SettingsCard[] = [
  {
    key: 'profile',
    title: 'app.settings.profile.title',
    hint: 'app.settings.profile.hint',
    icon: <PersonIcon />,
    dialog: ProfileDialog,
  },
  {
    key: 'app-ui',
    title: 'app.ui_settings.title',
    hint: 'app.ui_settings.hint',
    icon: <PaletteIcon />,
    dialog: AppUiDialog,
  },
  {
    key: 'language',
    title: 'app.language.title',
    hint: 'app.language.hint',
    icon: <TranslateIcon />,
    dialog: LanguageDialog,
  },
  {
    key: 'company',
    title: 'app.settings.company.title',
    hint: 'app.settings.company.hint',
    icon: <BusinessIcon />,
    roles: ['ADMIN'],
    dialog: CompanyDataDialog,
  },
  {
    key: 'app-info',
    title: 'app.settings.app_info.title',
    hint: 'app.settings.app_info.hint',
    icon: <PhoneIphoneIcon />,
    roles: ['ADMIN'],
    dialog: AppInfoDialog,
  },
];
