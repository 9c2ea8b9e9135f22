import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '../common/images';
import type { MetadataImage } from '../providers/settingsMethods';
import { IMAGE_MESSAGES, type MetadataImageState, useMetadataImage } from './useMetadataImage';

interface Props {
  image: MetadataImage;
  /** Translation key of the heading; the image's own name by default. */
  title?: string;
  /** Save and reset are for admins only (spec 2); others see the image and why they cannot change it. */
  canChange?: boolean;
}

/**
 * One of the guest app's images on its own, with its own save (App UI, whose other settings apply at once):
 * preview, select (PNG/JPG/WebP ≤ 8 MB), save, and reset to the shipped one.
 */
export const MetadataImageEditor = ({ image, title = IMAGE_MESSAGES[image].title, canChange = true }: Props) => {
  const translate = useTranslate();
  const state = useMetadataImage(image);
  return (
    <ImageFrame state={state} title={title}>
      {canChange ? (
        <ImageControls state={state} onReset={() => void state.resetNow()}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void state.apply()} disabled={state.busy || !state.chosen}>
            {translate('app.settings.images.save')}
          </Button>
        </ImageControls>
      ) : (
        <FormHelperText>{translate('app.settings.images.admin_only')}</FormHelperText>
      )}
    </ImageFrame>
  );
};

/**
 * One of the guest app's images inside a form (App Info): a chosen file or a reset waits for the form's own save,
 * which applies it (`state.apply`), so the owner saves fields and images with one button.
 */
export const MetadataImageField = ({ state, title = IMAGE_MESSAGES[state.image].title }: { state: MetadataImageState; title?: string }) => (
  <ImageFrame state={state} title={title}>
    <ImageControls state={state} onReset={state.markReset} />
  </ImageFrame>
);

const ImageFrame = ({ state, title, children }: { state: MetadataImageState; title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Box component="section" aria-label={heading} sx={{ flex: '1 1 260px', display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <Box
        component="img"
        src={state.previewUrl}
        alt={translate('app.settings.images.preview', { name: heading })}
        data-testid={`${state.image}-preview`}
        // A logo is shown whole, as the guest header shows it; the photos as they fill their place.
        sx={{
          width: '100%',
          maxWidth: 360,
          aspectRatio: '16 / 9',
          objectFit: state.image === 'logo' ? 'contain' : 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {children}
    </Box>
  );
};

/** Select and reset (and whatever saves), then what is refused, waiting or allowed. */
const ImageControls = ({ state, onReset, children }: { state: MetadataImageState; onReset: () => void; children?: React.ReactNode }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const hint =
    state.problem ??
    (state.pending ? 'app.settings.images.pending' : state.image === 'logo' ? 'app.settings.images.logo_hint' : 'app.settings.images.hint');
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid={`${state.image}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) state.choose(file);
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={state.busy}>
          {translate('app.settings.images.select')}
        </Button>
        {children}
        <Button color="inherit" startIcon={<RestartAltIcon />} onClick={onReset} disabled={state.busy || state.resetPending}>
          {translate('app.settings.images.reset')}
        </Button>
      </Stack>
      <FormHelperText error={!!state.problem} role={state.problem ? 'alert' : undefined}>
        {translate(hint)}
      </FormHelperText>
    </>
  );
};
