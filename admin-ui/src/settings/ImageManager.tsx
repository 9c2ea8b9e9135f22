import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { AppMetadata } from '@tischlein/api-types';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, imageFileProblem } from '../products/imageFile';
import { currentImage, IMAGE_MESSAGES } from './metadataImages';
import { settingsApi, type MetadataImage } from './settingsApi';
import { useSettingsNotify } from './useSettingsNotify';

interface Props {
  image: MetadataImage;
  metadata: AppMetadata | null | undefined;
  onChange: (metadata: AppMetadata) => void;
}

/** One of the guest app's images: preview, select (PNG/JPG/WebP ≤ 8 MB), save and reset to the shipped one. */
export const ImageManager = ({ image, metadata, onChange }: Props) => {
  const translate = useTranslate();
  const notify = useSettingsNotify();
  const input = useRef<HTMLInputElement>(null);
  const messages = IMAGE_MESSAGES[image];
  const [file, setFile] = useChosenFile();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = file?.url ?? currentImage(image, metadata);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const wrong = imageFileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? null : chosen);
  };

  const run = async (call: () => Promise<AppMetadata>, success: string, failure: string) => {
    setBusy(true);
    try {
      onChange(await call());
      setFile(null);
      notify(success);
    } catch (error) {
      console.error(failure, error);
      notify(failure, 'error');
    } finally {
      setBusy(false);
    }
  };

  const title = translate(messages.title);
  return (
    <Box component="section" aria-label={title} sx={{ flex: '1 1 260px' }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="img"
        src={preview}
        alt={translate('app.settings.images.preview', { name: title })}
        sx={{
          display: 'block',
          width: '100%',
          height: 160,
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(problem)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={choose} data-testid={`${image}-file`} />
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {translate('app.settings.images.select')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || busy}
          onClick={() => file && run(() => settingsApi.uploadImage(image, file.file), messages.saved, messages.saveFailed)}
        >
          {translate('app.settings.images.save')}
        </Button>
        <Button
          color="warning"
          disabled={busy}
          onClick={() => run(() => settingsApi.resetImage(image), messages.reset, messages.resetFailed)}
        >
          {translate('app.settings.images.reset')}
        </Button>
      </Stack>
    </Box>
  );
};

/** The chosen file with a preview URL, released again when another file is chosen or the manager closes. */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const choose = (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  return [chosen, choose] as const;
}
