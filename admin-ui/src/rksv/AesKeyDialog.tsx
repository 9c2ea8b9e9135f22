import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CommissionedRegister } from './rksv.types';

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/**
 * The AES key and its check value (Prüfwert) right after the Inbetriebnahme: FinanzOnline needs them to register the
 * register, and the screen shows them only this once. A click beside the dialog does not close it.
 */
export const AesKeyDialog = ({ answer, onClose }: { answer: CommissionedRegister | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={!!answer}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('app.rksv.commission.done')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('app.rksv.commission.key_note')}</Alert>
          {answer && (
            <>
              <ReadOnlyField label={translate('app.rksv.commission.field')} value={answer.register.cashRegisterId ?? ''} />
              <ReadOnlyField label={translate('app.rksv.commission.aes_key')} value={answer.aesKey} />
              <ReadOnlyField label={translate('app.rksv.commission.checksum')} value={answer.aesKeyChecksum} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.rksv.commission.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A value to copy by hand: focus selects it whole. */
const ReadOnlyField = ({ label, value }: { label: string; value: string }) => (
  <TextField
    label={label}
    value={value}
    fullWidth
    size="small"
    onFocus={(event) => event.target.select()}
    slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: MONOSPACE } }}
  />
);
