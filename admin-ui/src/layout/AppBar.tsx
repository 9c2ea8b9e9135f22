import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { HelpButton } from '../common/help/HelpButton';
import { StaffUserMenu } from './StaffUserMenu';

/** react-admin's app bar (title, default toolbar, user menu with look and language) with the help button after the title. */
export const AppBar = () => (
  <RaAppBar userMenu={<StaffUserMenu />}>
    <TitlePortal />
    <HelpButton />
  </RaAppBar>
);
