import { FormControlLabel, InputAdornment, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Category } from '../categories/category.types';
import { CatalogueDialog } from '../common/CatalogueDialog';
import { TranslationsSection } from '../common/TranslationsSection';
import type { FieldErrors } from '../common/useCatalogueMutations';
import type { MenuType } from '../menu-types/menuType.types';
import { AllergenPicker } from '../common/AllergenPicker';
import { type ExtraDraft, extraDraftOf, extraFormErrors, selectableCategories, withTypes } from './extraForm';
import type { Extra } from './extra.types';
import { categoryOptions, ScopeSelect, typeOptions } from './ScopeSelect';

interface Props {
  /** The extra to edit; none for a new one. */
  extra?: Extra;
  types: MenuType[];
  categories: Category[];
  pending?: boolean;
  onClose: () => void;
  /** Answers null when saved (the dialog closes), else the server's field errors. */
  onSave: (draft: ExtraDraft) => Promise<FieldErrors | null>;
}

/** Create or edit an extra: name, price, allergens, active, and the menu types and categories it applies to. */
export const ExtraDialog = ({ extra, types, categories, pending, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => extraDraftOf(extra));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (changes: Partial<ExtraDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async () => {
    const problems = Object.fromEntries(Object.entries(extraFormErrors(draft)).map(([field, key]) => [field, translate(key)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const serverErrors = await onSave(draft);
    if (serverErrors) setErrors(serverErrors);
    else onClose();
  };

  const validationTexts = [errors.name, errors.price].filter((text): text is string => !!text);
  return (
    <CatalogueDialog
      title={translate(extra ? 'app.extras.edit' : 'app.extras.new')}
      errors={validationTexts}
      disabled={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.extras.name')}
        value={draft.name}
        onChange={(e) => change({ name: e.target.value })}
        required
        autoFocus
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={translate('app.extras.price')}
        value={draft.price}
        onChange={(e) => change({ price: e.target.value })}
        required
        error={!!errors.price}
        helperText={errors.price ?? translate('app.extras.price_hint')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 12 },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
      <TranslationsSection
        key={errors.translations}
        german={{ name: draft.name }}
        value={draft.translations}
        onChange={(translations) => change({ translations })}
        error={errors.translations}
      />
      <AllergenPicker label={translate('app.extras.allergens')} value={draft.allergens} onChange={(allergens) => change({ allergens })} />
      <FormControlLabel
        label={translate('app.catalogue.active')}
        control={<Switch checked={draft.active} onChange={(e) => change({ active: e.target.checked })} />}
      />
      <ScopeSelect
        label={translate('app.extras.types')}
        allLabel={translate('app.extras.all_types')}
        helperText={errors.typeIds ?? translate('app.extras.scope_hint')}
        options={typeOptions(types)}
        value={draft.typeIds}
        onChange={(typeIds) => setDraft((current) => withTypes(current, typeIds, categories))}
      />
      <ScopeSelect
        label={translate('app.extras.categories')}
        allLabel={translate('app.extras.all_categories')}
        helperText={errors.categoryIds ?? translate('app.extras.scope_hint')}
        options={categoryOptions(selectableCategories(categories, draft.typeIds))}
        value={draft.categoryIds}
        onChange={(categoryIds) => change({ categoryIds })}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.extras.max_per_item')}
      </Typography>
    </CatalogueDialog>
  );
};
