import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { countColumn, countTotal, moneyColumn, moneyTotal, sum } from './moneyColumns';
import { ReportTable, type Column } from './ReportTable';

interface Row {
  quantity: number;
  grossCents: number;
}

interface Props<R extends Row> {
  title: string;
  /** The first column: what was sold (a category, an extra). */
  nameLabel: string;
  nameOf: (row: R) => string;
  /** What the name column sorts by, if not the name shown. */
  sortNameOf?: (row: R) => string;
  initialSort: 'quantity' | 'gross';
  maxHeight?: number;
  range: DateRange;
  rows: R[] | undefined;
  loading: boolean;
  error: unknown;
}

/** Quantity and gross revenue per named thing (categories, extras), with their totals. */
export const QuantityRevenueTable = <R extends Row>({
  title,
  nameLabel,
  nameOf,
  sortNameOf = nameOf,
  initialSort,
  maxHeight,
  range,
  rows,
  loading,
  error,
}: Props<R>) => {
  const translate = useTranslate();
  const columns: Column<R>[] = [
    { key: 'name', label: nameLabel, render: nameOf, csv: nameOf, sortValue: sortNameOf },
    countColumn('quantity', translate('app.reporting.column.quantity'), (row) => row.quantity),
    moneyColumn('gross', translate('app.reporting.column.revenue'), (row) => row.grossCents),
  ];
  const all = rows ?? [];
  return (
    <ReportTable
      title={title}
      range={range}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${nameOf(row)}-${index}`}
      initialSort={{ key: initialSort, descending: true }}
      maxHeight={maxHeight}
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
