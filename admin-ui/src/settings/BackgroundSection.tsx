import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '../products/imageFile';
import type { useBackgroundImage } from './useBackgroundImage';

interface Props {
  background: ReturnType<typeof useBackgroundImage>;
  /** Save and reset are for admins only (spec 2). */
  canChange: boolean;
}

/** The guest app's background: preview, file picker, and for admins save and reset. */
export const BackgroundSection = ({ background, canChange }: Props) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { previewUrl, pendingFile, error, busy, choose, save, reset } = background;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2">
        {translate('app.ui_settings.background')}
      </Typography>
      <Box
        component="img"
        src={previewUrl}
        alt={translate('app.ui_settings.background_preview')}
        data-testid="background-preview"
        sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      {canChange ? (
        <>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            data-testid="background-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) choose(file);
              e.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
              {translate('app.ui_settings.choose_image')}
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={busy || !pendingFile}>
              {translate('app.ui_settings.save_background')}
            </Button>
            <Button color="inherit" startIcon={<RestartAltIcon />} onClick={reset} disabled={busy}>
              {translate('app.ui_settings.reset_background')}
            </Button>
          </Stack>
          <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
            {translate(error ?? 'app.ui_settings.background_hint')}
          </FormHelperText>
        </>
      ) : (
        <FormHelperText>{translate('app.ui_settings.admin_only')}</FormHelperText>
      )}
    </Stack>
  );
};
