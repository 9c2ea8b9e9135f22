import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '../common/images';
import { ProductImage } from './ProductImage';

interface Props {
  /** The product's stored image (null: none). */
  imageUrl: string | null;
  updatedAt?: string;
  /** A chosen file, uploaded when the product is saved. */
  pendingFile: File | null;
  defaultImage: string;
  /** Translation key of what is wrong with the last chosen file. */
  error: string | null;
  busy?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Picture with preview: choose a file (PNG, JPG, WebP, ≤ 8 MB), or remove the one there is. */
export const ProductImagePicker = ({ imageUrl, updatedAt, pendingFile, defaultImage, error, busy, onChoose, onRemove }: Props) => {
  const translate = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (pendingFile ? URL.createObjectURL(pendingFile) : null), [pendingFile]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const hasImage = !!pendingFile || !!imageUrl;
  // The remove button goes with the image: focus moves to "choose" instead of falling out of the dialog (where Escape
  // would no longer close it).
  const chooseButton = useRef<HTMLButtonElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current || hasImage || busy) return;
    removing.current = false;
    chooseButton.current?.focus();
  }, [hasImage, busy]);
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.products.dialog.image')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ProductImage
          imageUrl={previewUrl ?? imageUrl}
          updatedAt={previewUrl ? null : updatedAt}
          fallback={defaultImage}
          alt={translate('app.products.dialog.image_preview')}
          width={96}
          height={96}
        />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            data-testid="product-image-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onChoose(file);
              e.target.value = '';
            }}
          />
          <Button
            ref={chooseButton}
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {translate('app.products.dialog.choose_image')}
          </Button>
          {hasImage && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => {
                removing.current = true;
                onRemove();
              }}
              disabled={busy}
            >
              {translate('app.products.dialog.remove_image')}
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {translate(error ?? 'app.products.dialog.image_hint')}
      </FormHelperText>
    </Box>
  );
};
