import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { moneyColumn, moneyTotal } from './moneyColumns';
import type { VatReport, VatRow } from './report.types';
import { ReportTable, type Column } from './ReportTable';
import { formatPercent } from './reportFormat';

interface Props {
  range: DateRange;
  report: VatReport | undefined;
  loading: boolean;
  error: unknown;
}

/** Net, VAT and gross per rate (0, 10, 13, 20 %), with the server's totals: the tax adviser's table. */
export const VatTable = ({ range, report, loading, error }: Props) => {
  const translate = useTranslate();
  const columns: Column<VatRow>[] = [
    {
      key: 'rate',
      label: translate('app.reporting.vat.rate'),
      numeric: true,
      render: (row) => formatPercent(row.rate),
      csv: (row) => row.rate,
    },
    moneyColumn('net', translate('app.reporting.column.net'), (row) => row.netCents),
    moneyColumn('vat', translate('app.reporting.column.vat'), (row) => row.vatCents),
    moneyColumn('gross', translate('app.reporting.column.gross'), (row) => row.grossCents),
  ];
  const totals = report?.totals;
  return (
    <ReportTable
      title={translate('app.reporting.vat.title')}
      range={range}
      columns={columns.map((column) => ({ ...column, sortValue: undefined }))}
      rows={report && [...report.rates].sort((a, b) => a.rate - b.rate)}
      rowKey={(row) => String(row.rate)}
      loading={loading}
      error={error}
      footer={
        totals && {
          cells: [
            { render: translate('app.reporting.column.total'), csv: translate('app.reporting.column.total') },
            moneyTotal(totals.netCents),
            moneyTotal(totals.vatCents),
            moneyTotal(totals.grossCents),
          ],
        }
      }
    />
  );
};
