import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { AppBar as RaAppBar, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { LanguageDialog } from '../settings/LanguageDialog';

/** User menu entry "Language": opens the language dialog (the menu closes, the dialog stays). */
const LanguageMenuItem = ({ onOpen }: { onOpen: () => void }) => {
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
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.language.menu')}</ListItemText>
    </MenuItem>
  );
};

/** react-admin's app bar with a language entry in the user menu. */
export const AppBar = () => {
  const [languageOpen, setLanguageOpen] = useState(false);
  return (
    <>
      <RaAppBar
        userMenu={
          <UserMenu>
            <LanguageMenuItem onOpen={() => setLanguageOpen(true)} />
            <Logout />
          </UserMenu>
        }
      />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </>
  );
};
