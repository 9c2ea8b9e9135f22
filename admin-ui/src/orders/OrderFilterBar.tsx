import { Stack } from '@mui/material';
import { DateField } from '../common/DateField';
import { useTranslate } from 'react-admin';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';
import { ORDER_STATUSES, ORDER_TYPES } from './order.types';
import { dateRangeErrors, type OrderFilterValues } from './orderFilters';
import { DebouncedSearchField } from '../common/DebouncedSearchField';

interface Props {
  filters: OrderFilterValues;
  onChange: (filters: OrderFilterValues) => void;
  tableOptions: FilterOption[];
  withDateRange?: boolean;
}

const DateRange = ({ filters, onChange }: Pick<Props, 'filters' | 'onChange'>) => {
  const translate = useTranslate();
  const errors = dateRangeErrors(filters.from, filters.to);
  const field = (key: 'from' | 'to') => (
    <DateField
      label={translate(`app.history.${key}`)}
      value={filters[key] ?? ''}
      onChange={(day) => onChange({ ...filters, [key]: day })}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key]) : undefined}
      max={key === 'from' ? filters.to || undefined : undefined}
      min={key === 'to' ? filters.from || undefined : undefined}
    />
  );
  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
};

/** The orders' filters (spec: search, status, type, tables; history adds Von and Bis). */
export const OrderFilterBar = ({ filters, onChange, tableOptions, withDateRange }: Props) => {
  const translate = useTranslate();
  const statusOptions = ORDER_STATUSES.map((s) => ({ value: s, label: translate(`app.order.status.${s}`) }));
  const typeOptions = ORDER_TYPES.map((t) => ({ value: t, label: translate(`app.order.type.${t}`) }));
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}>
      <DebouncedSearchField label={translate('app.orders.search')} value={filters.q} onChange={(q) => onChange({ ...filters, q })} />
      <MultiSelectFilter
        label={translate('app.orders.status')}
        options={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <MultiSelectFilter
        label={translate('app.orders.type')}
        options={typeOptions}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <MultiSelectFilter
        label={translate('app.orders.tables')}
        options={tableOptions}
        value={filters.table}
        onChange={(table) => onChange({ ...filters, table })}
      />
      {withDateRange && <DateRange filters={filters} onChange={onChange} />}
    </Stack>
  );
};
