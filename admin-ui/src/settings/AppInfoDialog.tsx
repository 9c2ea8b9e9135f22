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
import { APP_INFO_SECTIONS, type AppInfoField, type AppInfoPart, type AppInfoValues, type FieldSpec, fieldsOfPart } from './appInfoForm';
import type { SettingsDialogProps } from './settings.types';
import { MetadataImageField } from './MetadataImageEditor';
import { type MetadataImageState, useMetadataImage } from './useMetadataImage';
import { StampLines } from './StampLines';
import { APP_INFO_QUERY } from '../providers/settingsMethods';
import { useAppInfoForm, type AppInfoErrors } from './useAppInfoForm';
import { useSettingsNotify } from './useSettingsNotify';

/** "Firmendaten & Rechnung" (ADMIN only, width 960): what every invoice prints about the restaurant. */
export const CompanyDataDialog = (props: SettingsDialogProps) => <AppInfoPartDialog part="company" {...props} />;

/** Spec 2: App Info (ADMIN only, width 960): what only the app uses — its name, language and time, the guest app's images. */
export const AppInfoDialog = (props: SettingsDialogProps) => <AppInfoPartDialog part="app" {...props} />;

const AppInfoPartDialog = ({ open, onClose, part }: SettingsDialogProps & { part: AppInfoPart }) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 960 } } }}>
    <AppInfoLoader onClose={onClose} part={part} />
  </Dialog>
);

/** Reads the record each time the dialog opens; the form starts from it once it is there. */
const AppInfoLoader = ({ onClose, part }: { onClose: () => void; part: AppInfoPart }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: APP_INFO_QUERY, queryFn: () => dataProvider.getAppInfo(), retry: false });
  return (
    <AppInfoForm key={data ? 'loaded' : 'loading'} part={part} record={data} loading={isPending} loadFailed={isError} onClose={onClose} />
  );
};

interface FormProps {
  /** The dialog's half of the record; the other half is sent back as it was read. */
  part: AppInfoPart;
  record: AppInfo | undefined;
  loading: boolean;
  loadFailed: boolean;
  onClose: () => void;
}

const AppInfoForm = ({ part, record, loading, loadFailed, onClose }: FormProps) => {
  const translate = useTranslate();
  const notify = useSettingsNotify();
  const form = useAppInfoForm(record);
  const images = [useMetadataImage('logo'), useMetadataImage('default-item'), useMetadataImage('background')];
  const saving = form.saving || images.some((image) => image.busy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!(await form.save(fieldsOfPart(part)))) {
      // "Save failed" keeps the dialog open, with the refused fields marked.
      notify('app.settings.app_info.save_failed', 'error');
      return;
    }
    // Only the App-Info part has images; each says itself when it failed, and the dialog stays open.
    const imagesSaved = part === 'app' ? await saveImages(images) : true;
    if (!imagesSaved) return;
    notify('app.settings.app_info.saved');
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate(part === 'company' ? 'app.settings.company.title' : 'app.settings.app_info.title')}</DialogTitle>
      {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <DialogContent dividers>
        {loadFailed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.settings.app_info.load_failed')}
          </Alert>
        )}
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {translate(part === 'company' ? 'app.settings.company.intro' : 'app.settings.app_info.intro')}
          </Typography>
          {APP_INFO_SECTIONS.filter((section) => section.part === part).map((section) => (
            <AppInfoSection
              key={section.key}
              title={translate(`app.settings.app_info.sections.${section.key}`)}
              fields={section.fields}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
            />
          ))}
          {part === 'app' && <MetadataImages images={images} />}
          <StampLines createdAt={record?.createdAt} updatedAt={record?.updatedAt} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.abort')}</Button>
        <Button type="submit" variant="contained" disabled={saving || loading}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </form>
  );
};

/** Saves the images' waiting changes one after another (each answer is the whole metadata); false when one failed. */
async function saveImages(images: MetadataImageState[]): Promise<boolean> {
  let saved = true;
  for (const image of images) saved = (await image.apply({ quiet: true })) && saved;
  return saved;
}

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

/** The logo, the default item image and the background: a chosen file or a reset waits for the dialog's save. */
const MetadataImages = ({ images }: { images: MetadataImageState[] }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.settings.images.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        {images.map((state) => (
          <MetadataImageField key={state.image} state={state} />
        ))}
      </Stack>
    </Box>
  );
};
