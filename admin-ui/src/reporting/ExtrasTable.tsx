import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { countColumn, countTotal, moneyColumn, moneyTotal, sum } from './moneyColumns';
import type { ExtraRow } from './report.types';
import { ReportTable, type Column } from './ReportTable';

interface Props {
  range: DateRange;
  rows: ExtraRow[] | undefined;
  loading: boolean;
  error: unknown;
}

/** How often each extra was chosen, and what it brought in. */
export const ExtrasTable = ({ range, rows, loading, error }: Props) => {
  const translate = useTranslate();
  const columns: Column<ExtraRow>[] = [
    {
      key: 'name',
      label: translate('app.reporting.extras.name'),
      render: (row) => row.name,
      csv: (row) => row.name,
      sortValue: (row) => row.name,
    },
    countColumn('quantity', translate('app.reporting.column.quantity'), (row) => row.quantity),
    moneyColumn('gross', translate('app.reporting.column.revenue'), (row) => row.grossCents),
  ];
  const all = rows ?? [];
  return (
    <ReportTable
      title={translate('app.reporting.extras.title')}
      range={range}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${row.name}-${index}`}
      initialSort={{ key: 'quantity', descending: true }}
      maxHeight={320}
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
