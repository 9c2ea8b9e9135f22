import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { countColumn, countTotal, moneyColumn, moneyTotal, sum } from './moneyColumns';
import type { CategoryRow } from './report.types';
import { ReportTable, type Column } from './ReportTable';

interface Props {
  range: DateRange;
  rows: CategoryRow[] | undefined;
  loading: boolean;
  error: unknown;
}

/** Quantity and gross revenue per category. */
export const CategoryTable = ({ range, rows, loading, error }: Props) => {
  const translate = useTranslate();
  const columns: Column<CategoryRow>[] = [
    {
      key: 'name',
      label: translate('app.reporting.products.category'),
      render: (row) => row.categoryName ?? translate('app.reporting.products.no_category'),
      csv: (row) => row.categoryName ?? translate('app.reporting.products.no_category'),
      sortValue: (row) => row.categoryName ?? '',
    },
    countColumn('quantity', translate('app.reporting.column.quantity'), (row) => row.quantity),
    moneyColumn('gross', translate('app.reporting.column.revenue'), (row) => row.grossCents),
  ];
  const all = rows ?? [];
  return (
    <ReportTable
      title={translate('app.reporting.categories.title')}
      range={range}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.categoryName}-${index}`}
      initialSort={{ key: 'gross', descending: true }}
      loading={loading}
      error={error}
      footer={{
        cells: [
          { render: translate('app.reporting.column.total'), csv: translate('app.reporting.column.total') },
          countTotal(sum(all, (row) => row.quantity)),
          moneyTotal(sum(all, (row) => row.grossCents)),
        ],
      }}
    />
  );
};
