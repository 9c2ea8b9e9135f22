import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@tischlein/api-types';
import type { FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { APP_INFO_SECTIONS, type AppInfoField, type AppInfoValues, type FieldSpec } from './appInfoForm';
import type { SettingsDialogProps } from './settings.types';
import { MetadataImageEditor } from './MetadataImageEditor';
import { StampLines } from './StampLines';
import { APP_INFO_QUERY, useAppInfoForm, type AppInfoErrors } from './useAppInfoForm';
import { useSettingsNotify } from './useSettingsNotify';

/** Spec 2: App Info (ADMIN only, width 960): the restaurant's data that invoices print, and the guest app's images. */
export const AppInfoDialog = ({ open, onClose }: SettingsDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 960 } } }}>
    <AppInfoLoader onClose={onClose} />
  </Dialog>
);

/** Reads the record each time the dialog opens; the form starts from it once it is there. */
const AppInfoLoader = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: APP_INFO_QUERY, queryFn: () => dataProvider.getAppInfo(), retry: false });
  return <AppInfoForm key={data ? 'loaded' : 'loading'} record={data} loading={isPending} loadFailed={isError} onClose={onClose} />;
};

interface FormProps {
  record: AppInfo | undefined;
  loading: boolean;
  loadFailed: boolean;
  onClose: () => void;
}

const AppInfoForm = ({ record, loading, loadFailed, onClose }: FormProps) => {
  const translate = useTranslate();
  const notify = useSettingsNotify();
  const form = useAppInfoForm(record);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.saving) return;
    if (await form.save()) {
      notify('app.settings.app_info.saved');
      onClose();
    } else {
      // "Save failed" keeps the dialog open, with the refused fields marked.
      notify('app.settings.app_info.save_failed', 'error');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate('app.settings.app_info.title')}</DialogTitle>
      {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <DialogContent dividers>
        {loadFailed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.settings.app_info.load_failed')}
          </Alert>
        )}
        <Stack spacing={3}>
          {APP_INFO_SECTIONS.map((section) => (
            <AppInfoSection
              key={section.key}
              title={translate(`app.settings.app_info.sections.${section.key}`)}
              fields={section.fields}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
            />
          ))}
          <MetadataImages />
          <StampLines createdAt={record?.createdAt} updatedAt={record?.updatedAt} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.abort')}</Button>
        <Button type="submit" variant="contained" disabled={form.saving || loading}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </form>
  );
};

interface SectionProps {
  title: string;
  fields: FieldSpec[];
  values: AppInfoValues;
  errors: AppInfoErrors;
  onChange: (name: AppInfoField, value: string) => void;
}

const AppInfoSection = ({ title, fields, values, errors, onChange }: SectionProps) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={translate(`app.settings.app_info.fields.${field.name}`)}
            type={field.type ?? 'text'}
            value={values[field.name]}
            placeholder={field.placeholder}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ? translate(errors[field.name]!, { _: errors[field.name] }) : undefined}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            sx={field.multiline ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: field.type === 'number' ? { min: 0, step: 1 } : undefined }}
          />
        ))}
      </Box>
    </Box>
  );
};

/** The logo, the default item image and the background, each saved on its own (they are files, not form fields). */
const MetadataImages = () => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.settings.images.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <MetadataImageEditor image="logo" />
        <MetadataImageEditor image="default-item" />
        <MetadataImageEditor image="background" />
      </Stack>
    </Box>
  );
};
