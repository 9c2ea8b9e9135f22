import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { FormDialogActions } from './FormDialogActions';

interface Props {
  title: string;
  /** What keeps the form from being saved (the spec's validation texts), announced to screen readers. */
  errors?: string[];
  disabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The create/edit dialog of a catalogue screen: a form with "Abbrechen" and "Speichern"; Escape closes it. */
export const CatalogueDialog = ({ title, errors = [], disabled, onClose, onSubmit, children }: Props) => (
  <Dialog open onClose={onClose} fullWidth maxWidth="sm">
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {errors.length > 0 && (
          <Alert severity="error" role="alert">
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Alert>
        )}
        {children}
      </DialogContent>
      <FormDialogActions onClose={onClose} disabled={disabled} />
    </form>
  </Dialog>
);
