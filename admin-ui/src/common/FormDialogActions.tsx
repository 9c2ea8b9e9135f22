import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Abbrechen" and a submit button, for dialogs that wrap a form. */
export const FormDialogActions = ({
  onClose,
  submitLabel = 'app.action.save',
  disabled,
  color = 'primary',
}: {
  onClose: () => void;
  submitLabel?: string;
  disabled?: boolean;
  color?: 'primary' | 'error';
}) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('app.action.abort')}</Button>
      <Button type="submit" variant="contained" color={color} disabled={disabled}>
        {translate(submitLabel)}
      </Button>
    </DialogActions>
  );
};
