import { useTranslate } from 'react-admin';
import type { DateRange } from './dateRange';
import { countColumn, moneyColumn } from './moneyColumns';
import type { PaymentsReport } from './report.types';
import { ReportTable, type Column } from './ReportTable';

interface Props {
  range: DateRange;
  report: PaymentsReport | undefined;
  loading: boolean;
  error: unknown;
}

interface PaymentLine {
  group: string;
  kind: string;
  orders: number;
  grossCents: number;
}

/** Cash and card, dine-in, takeaway and delivery, and the canceled and rejected orders, in one table (named as orders name them). */
export const PaymentsTable = ({ range, report, loading, error }: Props) => {
  const translate = useTranslate();
  const lines: PaymentLine[] | undefined = report && [
    ...report.paymentMethods.map((row) => ({
      group: translate('app.reporting.payments.group_payment'),
      kind: translate(`app.order.payment_method.${row.method}`),
      ...row,
    })),
    ...report.orderTypes.map((row) => ({
      group: translate('app.reporting.payments.group_type'),
      kind: translate(`app.order.type.${row.type}`),
      ...row,
    })),
    ...report.cancellations.map((row) => ({
      group: translate('app.reporting.payments.group_cancel'),
      kind: translate(`app.order.status.${row.status}`),
      ...row,
    })),
  ];
  const columns: Column<PaymentLine>[] = [
    { key: 'group', label: translate('app.reporting.payments.group'), render: (row) => row.group, csv: (row) => row.group },
    { key: 'kind', label: translate('app.reporting.payments.kind'), render: (row) => row.kind, csv: (row) => row.kind },
    { ...countColumn('orders', translate('app.reporting.column.orders'), (row: PaymentLine) => row.orders), sortValue: undefined },
    { ...moneyColumn('gross', translate('app.reporting.column.gross'), (row: PaymentLine) => row.grossCents), sortValue: undefined },
  ];
  return (
    <ReportTable
      title={translate('app.reporting.payments.title')}
      range={range}
      columns={columns}
      rows={lines}
      rowKey={(row) => `${row.group}-${row.kind}`}
      loading={loading}
      error={error}
    />
  );
};
