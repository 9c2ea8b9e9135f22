import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CatalogueDialog } from '../common/CatalogueDialog';
import { TranslationsSection } from '../common/TranslationsSection';
import { VatDefaultFields } from '../common/VatDefaultFields';
import type { FieldErrors } from '../common/useCatalogueMutations';
import { codeFromName, menuTypeDraftOf, missingMenuTypeFields, type MenuTypeDraft } from './menuTypeForm';
import type { MenuType } from './menuType.types';

interface Props {
  /** The type to edit; none for a new one. */
  type?: MenuType;
  pending?: boolean;
  onClose: () => void;
  /** Answers null when saved (the dialog closes), else the server's field errors. */
  onSave: (draft: MenuTypeDraft) => Promise<FieldErrors | null>;
}

/** The guests' address of a type's menu (the guest app's route /order/menu/<code>). */
const menuAddress = (code: string) => `${window.location.origin}/order/menu/${encodeURIComponent(code || '…')}`;

/**
 * Create or edit a menu type: name, code (upper case; a new type's follows its name until the code is typed), VAT
 * defaults, translations and active (spec 3, 5).
 */
export const MenuTypeDialog = ({ type, pending, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => menuTypeDraftOf(type));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const change = (changes: Partial<MenuTypeDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    // A changed field's message is about what was there before.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
  };
  // An existing type keeps its code (guests' links and QR codes use it) unless it is changed itself.
  const [codeTyped, setCodeTyped] = useState(Boolean(type));

  const submit = async () => {
    const missing = missingMenuTypeFields(draft);
    if (missing.length > 0) {
      const required = translate('app.menu_types.required');
      setFormErrors([required]);
      setErrors(Object.fromEntries(missing.map((field) => [field, required])));
      return;
    }
    setFormErrors([]);
    const serverErrors = await onSave(draft);
    if (serverErrors) setErrors(serverErrors);
    else onClose();
  };

  return (
    <CatalogueDialog
      title={translate(type ? 'app.menu_types.edit' : 'app.menu_types.new')}
      errors={formErrors}
      disabled={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.menu_types.name')}
        value={draft.name}
        onChange={(e) => change(codeTyped ? { name: e.target.value } : { name: e.target.value, code: codeFromName(e.target.value) })}
        required
        autoFocus
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={translate('app.menu_types.code')}
        value={draft.code}
        onChange={(e) => {
          setCodeTyped(true);
          change({ code: e.target.value.toUpperCase() });
        }}
        required
        error={!!errors.code}
        helperText={errors.code ?? translate('app.menu_types.code_hint', { url: menuAddress(draft.code.trim()) })}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <VatDefaultFields rate={draft.defaultVatRate} category={draft.defaultVatCategory} onChange={change} />
      <TranslationsSection
        key={errors.translations}
        german={{ name: draft.name }}
        value={draft.translations}
        onChange={(translations) => change({ translations })}
        error={errors.translations}
      />
      <FormControlLabel
        label={translate('app.catalogue.active')}
        control={<Switch checked={draft.active} onChange={(e) => change({ active: e.target.checked })} />}
      />
    </CatalogueDialog>
  );
};
