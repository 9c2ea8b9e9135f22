import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '../common/images';
import type { MetadataImage } from '../providers/settingsMethods';
import { IMAGE_MESSAGES, useMetadataImage } from './useMetadataImage';

interface Props {
  image: MetadataImage;
  /** Translation key of the heading; the image's own name by default. */
  title?: string;
  /** Save and reset are for admins only (spec 2); others see the image and why they cannot change it. */
  canChange?: boolean;
}

/**
 * One of the guest app's images (the default item image, the background, the restaurant's logo): preview, select (PNG/JPG/WebP ≤ 8 MB),
 * save and reset to the shipped one. Used in App UI (the background) and App Info (all three).
 */
export const MetadataImageEditor = ({ image, title = IMAGE_MESSAGES[image].title, canChange = true }: Props) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { previewUrl, chosen, problem, busy, choose, save, reset } = useMetadataImage(image);
  const heading = translate(title);
  return (
    <Box component="section" aria-label={heading} sx={{ flex: '1 1 260px', display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <Box
        component="img"
        src={previewUrl}
        alt={translate('app.settings.images.preview', { name: heading })}
        data-testid={`${image}-preview`}
        // A logo is shown whole, as the guest header shows it; the photos as they fill their place.
        sx={{
          width: '100%',
          maxWidth: 360,
          aspectRatio: '16 / 9',
          objectFit: image === 'logo' ? 'contain' : 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {canChange ? (
        <>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            data-testid={`${image}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) choose(file);
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
              {translate('app.settings.images.select')}
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={busy || !chosen}>
              {translate('app.settings.images.save')}
            </Button>
            <Button color="inherit" startIcon={<RestartAltIcon />} onClick={reset} disabled={busy}>
              {translate('app.settings.images.reset')}
            </Button>
          </Stack>
          <FormHelperText error={!!problem} role={problem ? 'alert' : undefined}>
            {translate(problem ?? (image === 'logo' ? 'app.settings.images.logo_hint' : 'app.settings.images.hint'))}
          </FormHelperText>
        </>
      ) : (
        <FormHelperText>{translate('app.settings.images.admin_only')}</FormHelperText>
      )}
    </Box>
  );
};
