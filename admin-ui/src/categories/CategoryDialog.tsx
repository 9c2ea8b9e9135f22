import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { COURSES } from '@tischlein/api-types';
import { CatalogueDialog } from '../common/CatalogueDialog';
import { TranslationsSection } from '../common/TranslationsSection';
import { VatDefaultFields } from '../common/VatDefaultFields';
import type { FieldErrors } from '../common/useCatalogueMutations';
import type { MenuType } from '../menu-types/menuType.types';
import { type CategoryDraft, categoryDraftOf, categoryFormErrors } from './categoryForm';
import type { Category } from './category.types';

interface Props {
  /** The category to edit; none for a new one. */
  category?: Category;
  /** The type a new category starts in (the list's filter), if any. */
  defaultTypeId: number | '';
  types: MenuType[];
  pending?: boolean;
  onClose: () => void;
  /** Answers null when saved (the dialog closes), else the server's field errors. */
  onSave: (draft: CategoryDraft & { typeId: number }) => Promise<FieldErrors | null>;
}

/** Create or edit a category: name, description and menu type (spec 3, 5). */
export const CategoryDialog = ({ category, defaultTypeId, types, pending, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => categoryDraftOf(category, defaultTypeId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (changes: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async () => {
    const problems = Object.fromEntries(Object.entries(categoryFormErrors(draft)).map(([field, key]) => [field, translate(key)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0 || draft.typeId === '') return;
    const serverErrors = await onSave({ ...draft, typeId: draft.typeId });
    if (serverErrors) setErrors(serverErrors);
    else onClose();
  };

  const type = types.find((t) => t.typeId === draft.typeId);
  const validationTexts = [errors.name, errors.typeId].filter((text): text is string => !!text);
  return (
    <CatalogueDialog
      title={translate(category ? 'app.categories.edit' : 'app.categories.new')}
      errors={validationTexts}
      disabled={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.categories.name')}
        value={draft.name}
        onChange={(e) => change({ name: e.target.value })}
        required
        autoFocus
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label={translate('app.categories.type')}
        value={draft.typeId}
        onChange={(e) => change({ typeId: Number(e.target.value) })}
        required
        error={!!errors.typeId}
        helperText={errors.typeId}
      >
        {types.map((type) => (
          <MenuItem key={type.typeId} value={type.typeId}>
            {type.name} ({type.code})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('app.categories.description')}
        value={draft.description}
        onChange={(e) => change({ description: e.target.value })}
        multiline
        minRows={2}
        error={!!errors.description}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        select
        label={translate('app.categories.course')}
        value={draft.course}
        onChange={(e) => change({ course: e.target.value as CategoryDraft['course'] })}
        helperText={translate('app.categories.course_hint')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.course.none')}</MenuItem>
        {COURSES.map((course) => (
          <MenuItem key={course} value={course}>
            {translate(`app.course.${course}`)}
          </MenuItem>
        ))}
      </TextField>
      <VatDefaultFields
        rate={draft.defaultVatRate}
        category={draft.defaultVatCategory}
        onChange={change}
        inherited={{ rate: type?.defaultVatRate ?? 'VAT_10', category: type?.defaultVatCategory ?? 'FOOD' }}
      />
      <TranslationsSection
        key={errors.translations}
        german={{ name: draft.name, description: draft.description }}
        value={draft.translations}
        onChange={(translations) => change({ translations })}
        error={errors.translations}
      />
    </CatalogueDialog>
  );
};
