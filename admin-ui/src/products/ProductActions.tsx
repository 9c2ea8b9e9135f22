import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Product } from './product.types';

export interface ProductHandlers {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The admin API is not active: nothing can be changed (spec 5). */
  disabled?: boolean;
}

/** Edit and delete, named after the product for screen readers. */
export const ProductActions = ({ product, onEdit, onDelete, disabled }: ProductHandlers & { product: Product }) => {
  const translate = useTranslate();
  const editLabel = translate('app.products.edit_named', { name: product.name });
  const deleteLabel = translate('app.products.delete_named', { name: product.name });
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={translate('app.products.edit')}>
        <span>
          <IconButton aria-label={editLabel} onClick={() => onEdit(product)} disabled={disabled}>
            <EditIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('app.products.delete')}>
        <span>
          <IconButton aria-label={deleteLabel} onClick={() => onDelete(product)} disabled={disabled} color="error">
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
};
