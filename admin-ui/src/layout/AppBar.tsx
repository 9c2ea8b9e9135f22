import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { UserMenuWithAppUi } from '../settings/AppUiMenuItem';
import { HelpButton } from './HelpButton';

/** react-admin's app bar (title, default toolbar, user menu with the look settings) with the help button after the title. */
export const AppBar = () => (
  <RaAppBar userMenu={<UserMenuWithAppUi />}>
    <TitlePortal />
    <HelpButton />
  </RaAppBar>
);
