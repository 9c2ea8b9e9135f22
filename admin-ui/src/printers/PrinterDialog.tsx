import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CatalogueDialog } from '../common/CatalogueDialog';
import type { FieldErrors } from '../common/useCatalogueMutations';
import type { Station } from '../stations/station.types';
import { type PrinterDraft, printerDraftOf, printerFormErrors, toPrinterInput } from './printerForm';
import type { Printer, PrinterInput } from './printer.types';

interface Props {
  printer?: Printer;
  stations: Station[];
  pending?: boolean;
  onClose: () => void;
  /** Answers null when saved (the dialog closes), else the server's field errors. */
  onSave: (input: PrinterInput) => Promise<FieldErrors | null>;
}

const FIELDS = ['name', 'host', 'port', 'stationId'] as const;

/** Create or edit a bon printer: name, network address and port, its station, on or off. */
export const PrinterDialog = ({ printer, stations, pending, onClose, onSave }: Props) => {
  const translate = useTranslate();
  // A new printer starts at the default station (with one station: that one).
  const [draft, setDraft] = useState(() => printerDraftOf(printer, (stations.find((s) => s.isDefault) ?? stations[0])?.id ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (changes: Partial<PrinterDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async () => {
    const problems = Object.fromEntries(Object.entries(printerFormErrors(draft)).map(([field, key]) => [field, translate(key)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const serverErrors = await onSave(toPrinterInput(draft));
    if (serverErrors) setErrors(serverErrors);
    else onClose();
  };

  const field = (name: (typeof FIELDS)[number]) => ({ error: !!errors[name], helperText: errors[name] });
  return (
    <CatalogueDialog
      title={translate(printer ? 'app.printers.edit' : 'app.printers.new')}
      errors={FIELDS.map((name) => errors[name]).filter((text): text is string => !!text)}
      disabled={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.printers.name')}
        value={draft.name}
        onChange={(e) => change({ name: e.target.value })}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 60 } }}
        {...field('name')}
      />
      <TextField
        label={translate('app.printers.host')}
        value={draft.host}
        onChange={(e) => change({ host: e.target.value })}
        required
        placeholder="192.168.1.50"
        slotProps={{ htmlInput: { maxLength: 253, autoCapitalize: 'none', spellCheck: false } }}
        {...field('host')}
      />
      <TextField
        type="number"
        label={translate('app.printers.port')}
        value={draft.port}
        onChange={(e) => change({ port: e.target.value })}
        required
        slotProps={{ htmlInput: { min: 1, max: 65535, step: 1 } }}
        {...field('port')}
      />
      <TextField
        select
        label={translate('app.printers.station')}
        value={draft.stationId}
        onChange={(e) => change({ stationId: Number(e.target.value) })}
        required
        {...field('stationId')}
      >
        {stations.map((station) => (
          <MenuItem key={station.id} value={station.id}>
            {station.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />}
        label={translate('app.printers.enabled')}
      />
    </CatalogueDialog>
  );
};
