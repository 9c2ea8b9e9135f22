import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { fieldErrorsOf } from '../common/serverError';
import { DEFAULT_SEATS, rangeProblem, validateSeats } from './tableForm';

interface Props {
  open: boolean;
  onClose: () => void;
}

const FIRST_RANGE = { from: '1', to: '20', seatingCapacity: String(DEFAULT_SEATS), area: '' };

/** "Tische 1–20 anlegen": a numbered table for each free number of the range, with the same seats and area, in one step. */
export const TableRangeDialog = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.tables.range.title')}</DialogTitle>
      {open && <TableRangeForm onClose={onClose} />}
    </Dialog>
  );
};

const TableRangeForm = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState(FIRST_RANGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (field: keyof typeof FIRST_RANGE, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _changed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(values.from, values.to);
    const seats = validateSeats(values.seatingCapacity);
    if (problem || seats) {
      setErrors({ ...(problem && { [problem.field]: translate(problem.key) }), ...(seats && { seatingCapacity: translate(seats) }) });
      return;
    }
    setSaving(true);
    try {
      const { created, skipped } = await dataProvider.createTableRange({
        from: Number(values.from),
        to: Number(values.to),
        seatingCapacity: Number(values.seatingCapacity),
        area: values.area.trim() || null,
      });
      const message = [
        translate(created.length ? 'app.tables.range.created' : 'app.tables.range.none', { count: created.length }),
        skipped.length && created.length ? translate('app.tables.range.skipped', { numbers: skipped.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      notify(message, { type: created.length ? 'success' : 'warning' });
      refresh();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify('app.tables.save_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof FIRST_RANGE, label: string, extra: { type?: string; helperText?: string } = {}) => (
    <TextField
      name={name}
      label={translate(label)}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helperText}
      type={extra.type ?? 'number'}
      required={name !== 'area'}
      slotProps={{ htmlInput: extra.type === 'text' ? { maxLength: 60 } : { min: 1, step: 1 } }}
      fullWidth
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.tables.range.hint')}
          </Typography>
          <Stack direction="row" spacing={2}>
            {field('from', 'app.tables.range.from')}
            {field('to', 'app.tables.range.to')}
          </Stack>
          {field('seatingCapacity', 'app.tables.fields.seatingCapacity')}
          {field('area', 'app.tables.fields.area', { type: 'text', helperText: translate('app.tables.area_hint') })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.abort')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('app.tables.range.submit', { from: values.from || '…', to: values.to || '…' })}
        </Button>
      </DialogActions>
    </form>
  );
};
