import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack } from '@mui/material';
import { useId } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../providers/token';
import { AccentField } from './AccentField';
import { LookControls } from './LookControls';
import { MetadataImageEditor } from './MetadataImageEditor';

/** Spec 9: the UI dialog is 620 px wide. */
const WIDTH = 620;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Settings "App UI": this browser's look (theme, density, accent) and, for admins, the guest app's background. */
export const AppUiDialog = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const { permissions } = usePermissions<string[]>();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{translate('app.ui_settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <LookControls />
          {/* Remounted per opening, so the text starts from the stored accent. */}
          {open && <AccentField />}
          <Divider />
          <MetadataImageEditor image="background" title="app.ui_settings.background" canChange={isAdmin(permissions ?? [])} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.ui_settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
