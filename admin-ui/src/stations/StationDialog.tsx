import { Autocomplete, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Category } from '../categories/category.types';
import { CatalogueDialog } from '../common/CatalogueDialog';
import { toSortOrder } from '../common/sortOrder';
import type { FieldErrors } from '../common/useCatalogueMutations';
import type { MenuType } from '../menu-types/menuType.types';
import { type StationDraft, stationDraftOf, stationFormErrors, toStationInput, WARN_AFTER } from './stationForm';
import type { Station, StationInput } from './station.types';

interface Props {
  station?: Station;
  categories: Category[];
  types: MenuType[];
  pending?: boolean;
  onClose: () => void;
  /** Answers null when saved (the dialog closes), else the server's field errors. */
  onSave: (input: StationInput) => Promise<FieldErrors | null>;
}

/** The categories as the menu shows them: by menu type, each type's in the guests' order. */
function byMenuType(categories: Category[], types: MenuType[]): Category[] {
  const typeRank = new Map(types.map((type, index) => [type.typeId, index]));
  return [...categories].sort(
    (a, b) => (typeRank.get(a.typeId) ?? 0) - (typeRank.get(b.typeId) ?? 0) || toSortOrder(a.sortOrder) - toSortOrder(b.sortOrder),
  );
}

interface ToggleProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

const Toggle = ({ label, hint, checked, disabled, onChange }: ToggleProps) => (
  <div>
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
    <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>
  </div>
);

/** Create or edit a station: name, the categories it prepares, default, warning time and when lines show. */
export const StationDialog = ({ station, categories, types, pending, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => stationDraftOf(station));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (changes: Partial<StationDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const options = byMenuType(categories, types);
  const typeName = new Map(types.map((type) => [type.typeId, type.name]));

  const submit = async () => {
    const problems = Object.fromEntries(Object.entries(stationFormErrors(draft)).map(([field, key]) => [field, translate(key)]));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const serverErrors = await onSave(toStationInput(draft));
    if (serverErrors) setErrors(serverErrors);
    else onClose();
  };

  return (
    <CatalogueDialog
      title={translate(station ? 'app.stations.edit' : 'app.stations.new')}
      errors={[errors.name, errors.warnAfterMinutes, errors.categoryIds].filter((text): text is string => !!text)}
      disabled={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.stations.name')}
        value={draft.name}
        onChange={(e) => change({ name: e.target.value })}
        required
        autoFocus
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Autocomplete
        multiple
        options={options}
        groupBy={(category) => typeName.get(category.typeId) ?? ''}
        getOptionLabel={(category) => category.name}
        isOptionEqualToValue={(a, b) => a.categoryId === b.categoryId}
        value={options.filter((category) => draft.categoryIds.includes(category.categoryId))}
        onChange={(_e, chosen) => change({ categoryIds: chosen.map((category) => category.categoryId) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.stations.categories')}
            error={!!errors.categoryIds}
            helperText={errors.categoryIds ?? translate('app.stations.categories_hint')}
          />
        )}
      />
      <TextField
        type="number"
        label={translate('app.stations.warn_after')}
        value={draft.warnAfterMinutes}
        onChange={(e) => change({ warnAfterMinutes: e.target.value })}
        required
        error={!!errors.warnAfterMinutes}
        helperText={errors.warnAfterMinutes}
        slotProps={{ htmlInput: { min: WARN_AFTER.min, max: WARN_AFTER.max, step: 1 } }}
      />
      <Toggle
        label={translate('app.stations.is_default')}
        hint={translate(station?.isDefault ? 'app.stations.default_stays' : 'app.stations.default_hint')}
        checked={draft.isDefault}
        // There is always one default: it moves by making another station the default.
        disabled={station?.isDefault}
        onChange={(isDefault) => change({ isDefault })}
      />
      <Toggle
        label={translate('app.stations.route_on_checkout')}
        hint={translate('app.stations.route_on_checkout_hint')}
        checked={draft.routeOnCheckout}
        onChange={(routeOnCheckout) => change({ routeOnCheckout })}
      />
    </CatalogueDialog>
  );
};
