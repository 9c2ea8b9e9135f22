import TimerIcon from '@mui/icons-material/Timer';
import { Dialog, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import { sanitizeThresholds, type AgeThresholds } from './ticketAge';

/** Edits after how many minutes a ticket turns amber and red. */
export const KitchenSettings = ({ value, onChange }: { value: AgeThresholds; onChange: (v: AgeThresholds) => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const field = (key: keyof AgeThresholds) => (
    <TextField
      type="number"
      label={translate(key === 'amber' ? 'app.kitchen.amber_after' : 'app.kitchen.red_after')}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
      slotProps={{ htmlInput: { min: 1, max: 600 } }}
    />
  );
  return (
    <>
      <Tooltip title={translate('app.kitchen.settings')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.kitchen.settings')}
          onClick={() => {
            setDraft(value);
            setOpen(true);
          }}
        >
          <TimerIcon fontSize="large" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange(sanitizeThresholds(draft));
            setOpen(false);
          }}
        >
          <DialogTitle>{translate('app.kitchen.settings')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {field('amber')}
            {field('red')}
          </DialogContent>
          <FormDialogActions onClose={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
};
