import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { countColumn, countTotal, moneyColumn, moneyTotal, sum } from './moneyColumns';
import type { ProductRow } from './report.types';
import { ReportTable, type Column } from './ReportTable';

interface Props {
  range: DateRange;
  rows: ProductRow[] | undefined;
  loading: boolean;
  error: unknown;
}

/** Every product with quantity and gross revenue, best sellers first; unsold ones (0) are the slow movers. */
export const ProductTable = ({ range, rows, loading, error }: Props) => {
  const translate = useTranslate();
  const columns: Column<ProductRow>[] = [
    {
      key: 'name',
      label: translate('app.reporting.products.name'),
      render: (row) => row.name,
      csv: (row) => row.name,
      sortValue: (row) => row.name,
    },
    {
      key: 'category',
      label: translate('app.reporting.products.category'),
      render: (row) => row.categoryName ?? translate('app.reporting.products.no_category'),
      csv: (row) => row.categoryName ?? '',
    },
    countColumn('quantity', translate('app.reporting.column.quantity'), (row) => row.quantity),
    moneyColumn('gross', translate('app.reporting.column.revenue'), (row) => row.grossCents),
  ];
  const all = rows ?? [];
  return (
    <ReportTable
      title={translate('app.reporting.products.title')}
      range={range}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.menuItemId ?? 'x'}-${row.name}-${index}`}
      initialSort={{ key: 'quantity', descending: true }}
      maxHeight={440}
      loading={loading}
      error={error}
      footer={{
        cells: [
          { render: translate('app.reporting.column.total'), csv: translate('app.reporting.column.total') },
          { render: '', csv: null },
          countTotal(sum(all, (row) => row.quantity)),
          moneyTotal(sum(all, (row) => row.grossCents)),
        ],
      }}
    />
  );
};
