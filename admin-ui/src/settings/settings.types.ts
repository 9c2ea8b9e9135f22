import type { ComponentType, ReactElement } from 'react';

/** Every settings dialog is opened and closed by the settings page. */
export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** One card of the settings page (spec 2: up to four), opening its dialog. */
export interface SettingsCard {
  key: string;
  /** Translation keys of the card's title and one-line hint. */
  title: string;
  hint: string;
  icon: ReactElement;
  /** Roles that see the card; undefined: every logged-in user. */
  roles?: string[];
  dialog: ComponentType<SettingsDialogProps>;
}
