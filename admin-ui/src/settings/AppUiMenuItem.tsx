import PaletteIcon from '@mui/icons-material/Palette';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { AppUiDialog } from './AppUiDialog';

/** User menu entry opening the App UI dialog (until the settings page has its card). */
const AppUiMenuItem = ({ onOpen }: { onOpen: () => void }) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PaletteIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.ui_settings.title')}</ListItemText>
    </MenuItem>
  );
};

/** react-admin's user menu with the App UI entry above Logout; the dialog outlives the closing menu. */
export const UserMenuWithAppUi = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <UserMenu>
        <AppUiMenuItem onOpen={() => setOpen(true)} />
        <Logout />
      </UserMenu>
      <AppUiDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
