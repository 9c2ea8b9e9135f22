import PaletteIcon from '@mui/icons-material/Palette';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { type ComponentType, type ReactElement, useState } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { AppUiDialog } from '../settings/AppUiDialog';
import { LanguageDialog } from '../settings/LanguageDialog';
import type { SettingsDialogProps } from '../settings/settings.types';

/** A user-menu entry that opens a settings dialog; the menu closes, the dialog stays. */
const DialogMenuItem = ({ label, icon, onOpen }: { label: string; icon: ReactElement; onOpen: () => void }) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};

const ENTRIES: Array<{ key: string; label: string; icon: ReactElement; dialog: ComponentType<SettingsDialogProps> }> = [
  { key: 'app-ui', label: 'app.ui_settings.title', icon: <PaletteIcon fontSize="small" />, dialog: AppUiDialog },
  { key: 'language', label: 'app.language.menu', icon: <TranslateIcon fontSize="small" />, dialog: LanguageDialog },
];

/** react-admin's user menu with the look and language dialogs above Logout (also on the settings page). */
export const StaffUserMenu = () => {
  const [open, setOpen] = useState<string | null>(null);
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name, so its accessible name says it too (WCAG 2.5.3, label in name).
  const label = identity?.fullName ? `${translate('ra.auth.user_menu')}: ${identity.fullName}` : 'ra.auth.user_menu';
  return (
    <>
      <UserMenu label={label}>
        {ENTRIES.map(({ key, label, icon }) => (
          <DialogMenuItem key={key} label={label} icon={icon} onOpen={() => setOpen(key)} />
        ))}
        <Logout />
      </UserMenu>
      {ENTRIES.map(({ key, dialog: Dialog }) => (
        <Dialog key={key} open={open === key} onClose={() => setOpen(null)} />
      ))}
    </>
  );
};
