import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Product } from './product.types';

const TOAST_MS = 2200;
const UPDATE_FAILED = 'app.products.notify.update_failed';

/** A switch that moves at once and moves back, with "Fehler beim Aktualisieren", when the server refuses. */
function useOptimisticSwitch(value: boolean, send: (next: boolean) => Promise<unknown>, texts: { on: string; off: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [shown, setShown] = useState(value);
  const [pending, setPending] = useState(false);
  // A new value from the server (a refresh) replaces what is shown.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setShown(value);
  }
  const toggle = async (next: boolean) => {
    setShown(next);
    setPending(true);
    try {
      await send(next);
      notify(next ? texts.on : texts.off, { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
    } catch {
      setShown(!next);
      notify(UPDATE_FAILED, { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setPending(false);
    }
  };
  return { shown, pending, toggle };
}

interface SwitchProps {
  product: Product;
  /** No actions while the admin API is not active. */
  disabled?: boolean;
  /** Cards show the switch's name next to it; table rows have it in the column header. */
  withLabel?: boolean;
}

const LabelledSwitch = (props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  withLabel?: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const control = (
    <Switch
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked)}
      slotProps={{ input: { 'aria-label': props.label } }}
    />
  );
  return props.withLabel ? <FormControlLabel control={control} label={props.label} sx={{ mr: 1 }} /> : control;
};

/** Spec 4: the product's active toggle (PATCH …/availability). */
export const AvailabilitySwitch = ({ product, disabled, withLabel }: SwitchProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { shown, pending, toggle } = useOptimisticSwitch(product.available, (next) => dataProvider.setProductAvailable(product.id, next), {
    on: 'app.products.notify.activated',
    off: 'app.products.notify.deactivated',
  });
  return (
    <LabelledSwitch
      label={translate('app.products.active')}
      checked={shown}
      disabled={!!disabled || pending}
      withLabel={withLabel}
      onChange={toggle}
    />
  );
};

/** Spec 4: the discount toggle, enabled only when an old price above 0 exists (PATCH …/discount). */
export const DiscountSwitch = ({ product, disabled, withLabel }: SwitchProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const hasOldPrice = typeof product.oldPrice === 'number' && Number.isFinite(product.oldPrice) && product.oldPrice > 0;
  const { shown, pending, toggle } = useOptimisticSwitch(
    hasOldPrice && !!product.discountEnabled,
    (next) => dataProvider.setProductDiscount(product.id, next),
    { on: 'app.products.notify.discount_on', off: 'app.products.notify.discount_off' },
  );
  const control = (
    <span>
      <LabelledSwitch
        label={translate('app.products.discount')}
        checked={shown}
        disabled={!!disabled || pending || !hasOldPrice}
        withLabel={withLabel}
        onChange={toggle}
      />
    </span>
  );
  return hasOldPrice ? control : <Tooltip title={translate('app.products.discount_hint')}>{control}</Tooltip>;
};
