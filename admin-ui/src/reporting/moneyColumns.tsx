import { formatEuro, formatNumber } from '../common/format';
import type { Column } from './ReportTable';
import { euros } from './reportFormat';

/** A count column (orders, quantity), sortable. */
export function countColumn<Row>(key: string, label: string, value: (row: Row) => number): Column<Row> {
  return { key, label, numeric: true, render: (row) => formatNumber(value(row)), csv: value, sortValue: value };
}

/** A money column in cents, shown in euros, exported as decimal euros, sortable. */
export function moneyColumn<Row>(key: string, label: string, cents: (row: Row) => number): Column<Row> {
  return {
    key,
    label,
    numeric: true,
    render: (row) => formatEuro(euros(cents(row))),
    csv: (row) => ({ cents: cents(row) }),
    sortValue: cents,
  };
}

/** A totals cell for counts and for cents. */
export const countTotal = (value: number) => ({ render: formatNumber(value), csv: value });
export const moneyTotal = (cents: number) => ({ render: formatEuro(euros(cents)), csv: { cents } });
export const sum = <Row,>(rows: Row[], value: (row: Row) => number) => rows.reduce((total, row) => total + value(row), 0);
