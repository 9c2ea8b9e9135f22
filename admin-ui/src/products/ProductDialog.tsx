import { Alert, Box, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import { formatEuro } from '../common/format';
import { AllergenPicker } from '../common/AllergenPicker';
import { fieldErrorsOf, serverErrorText } from '../common/serverError';
import { TranslationsSection } from '../common/TranslationsSection';
import { ProductImagePicker } from './ProductImagePicker';
import { VAT_CATEGORIES, VAT_RATES, type Product } from './product.types';
import {
  categoriesOfType,
  firstCategoryOfType,
  productForm,
  toProductInput,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './productForm';

import type { MenuLists } from './useMenuLists';
import { useProductImage } from './useProductImage';
import { drinkAtReducedRate, vatDefaultFor } from './vatCheck';

const TOAST_MS = 2200;
/** Spec 8: the last resort when the server gave no reason. */
const SAVE_FAILED = 'app.products.notify.save_failed';

interface Props {
  /** The product to edit; null for a new one. */
  product: Product | null;
  /** A new product's start values (the list's type and category filters). */
  initial: ProductFormValues;
  lists: MenuLists;
  defaultImage: string;
  onClose: () => void;
}

/** Create and edit a product with every field of the payload, its allergens and its picture (spec 2, 3, 5). */
export const ProductDialog = ({ product, initial, lists, defaultImage, onClose }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  // After a create, the dialog edits the new product (e.g. when its image upload failed).
  const [saved, setSaved] = useState<Product | null>(product);
  // A new product's VAT follows its category's (else menu type's) default until the owner chooses one.
  const [vatChosen, setVatChosen] = useState(product !== null);
  const withVatDefault = (v: ProductFormValues): ProductFormValues =>
    vatChosen ? v : { ...v, ...vatDefaultFor(lists.types, lists.categories, v.typeCode, v.categoryId) };
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productForm(product) : withVatDefault(initial)));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [translationsError, setTranslationsError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const image = useProductImage(saved);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const changeType = (typeCode: string) => {
    setValues((v) => withVatDefault({ ...v, typeCode, categoryId: firstCategoryOfType(lists.categories, lists.types, typeCode) }));
    setErrors((e) => ({ ...e, typeCode: undefined, categoryId: undefined }));
  };
  const categoryOptions = categoriesOfType(lists.categories, lists.types, values.typeCode);

  const save = async () => {
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setServerError(null);
    setTranslationsError(undefined);
    try {
      const data = toProductInput(values);
      const result = saved
        ? await dataProvider.update<Product>('products', { id: saved.id, data, previousData: saved })
        : await dataProvider.create<Product>('products', { data });
      setSaved(result.data);
      await image.upload(result.data);
      notify(saved ? 'app.products.notify.saved' : 'app.products.notify.created', { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
      onClose();
    } catch (error) {
      setServerError(serverErrorText(error) ?? translate(SAVE_FAILED));
      setTranslationsError(fieldErrorsOf(error).translations);
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (key: keyof ProductFormErrors) => (errors[key] ? { error: true, helperText: translate(errors[key]) } : {});
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="product-dialog-title">
      {/* A flex column: the fields scroll, the title and the buttons stay in view. */}
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="product-dialog-title">
          {translate(saved ? 'app.products.dialog.edit_title' : 'app.products.dialog.create_title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {serverError}
            </Alert>
          )}
          <TextField
            select
            required
            label={translate('app.products.type')}
            value={values.typeCode}
            onChange={(e) => changeType(e.target.value)}
            {...fieldError('typeCode')}
          >
            {lists.types.map((type) => (
              <MenuItem key={type.code} value={type.code}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={translate('app.products.category')}
            value={values.categoryId}
            onChange={(e) => {
              setValues((v) => withVatDefault({ ...v, categoryId: Number(e.target.value) }));
              setErrors((found) => ({ ...found, categoryId: undefined }));
            }}
            {...fieldError('categoryId')}
            helperText={
              fieldError('categoryId').helperText ??
              (values.typeCode && categoryOptions.length === 0 ? translate('app.products.dialog.no_categories') : undefined)
            }
          >
            {categoryOptions.map((category) => (
              <MenuItem key={category.categoryId} value={category.categoryId}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            autoFocus
            label={translate('app.products.dialog.name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            {...fieldError('name')}
          />
          <TextField
            required
            label={translate('app.products.dialog.price')}
            value={values.basePrice}
            onChange={(e) => set('basePrice', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...fieldError('basePrice')}
            helperText={
              fieldError('basePrice').helperText ??
              (saved?.oldPrice ? translate('app.products.old_price_value', { price: formatEuro(saved.oldPrice) }) : undefined)
            }
          />
          <TextField
            label={translate('app.products.dialog.description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            select
            label={translate('app.products.dialog.vat_rate')}
            value={values.vatRate}
            onChange={(e) => {
              setVatChosen(true);
              set('vatRate', e.target.value as ProductFormValues['vatRate']);
            }}
          >
            {VAT_RATES.map((rate) => (
              <MenuItem key={rate} value={rate}>
                {translate(`app.products.vat_rate.${rate}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('app.products.dialog.vat_category')}
            value={values.vatCategory}
            onChange={(e) => {
              setVatChosen(true);
              set('vatCategory', e.target.value as ProductFormValues['vatCategory']);
            }}
          >
            {VAT_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {translate(`app.products.vat_category.${category}`)}
              </MenuItem>
            ))}
          </TextField>
          {drinkAtReducedRate(values, lists.types) && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }} data-testid="vat-warning">
              {translate('app.products.drink_at_reduced_rate')}
            </Alert>
          )}
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Switch checked={values.available} onChange={(e) => set('available', e.target.checked)} />}
            label={translate('app.products.dialog.available')}
          />
          <TranslationsSection
            key={translationsError}
            german={{ name: values.name, description: values.description }}
            value={values.translations}
            onChange={(translations) => set('translations', translations)}
            nameMaxLength={200}
            error={translationsError}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <AllergenPicker
              label={translate('app.products.dialog.allergens')}
              value={values.allergens}
              onChange={(codes) => set('allergens', codes)}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProductImagePicker
              imageUrl={image.imageUrl}
              updatedAt={saved?.updatedAt}
              pendingFile={image.pendingFile}
              defaultImage={defaultImage}
              error={image.error}
              busy={image.removing || saving}
              onChoose={image.choose}
              onRemove={() => void image.remove()}
            />
          </Box>
        </DialogContent>
        <FormDialogActions onClose={onClose} disabled={saving} />
      </Box>
    </Dialog>
  );
};
