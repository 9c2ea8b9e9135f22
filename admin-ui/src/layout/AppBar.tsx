import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { HelpButton } from './HelpButton';

/** react-admin's app bar (title, default toolbar, user menu) with the help button after the title. */
export const AppBar = () => (
  <RaAppBar>
    <TitlePortal />
    <HelpButton />
  </RaAppBar>
);
