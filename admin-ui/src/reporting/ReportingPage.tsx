import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { DailyClosingButton } from './DailyClosingButton';
import { rangeFromSearch, restaurantToday, suggestedGranularity, type Preset } from './dateRange';
import { HourChart } from './HourChart';
import { KeyFigures } from './KeyFigures';
import { PaymentsTable } from './PaymentsTable';
import { ProductTable } from './ProductTable';
import { QuantityRevenueTable } from './QuantityRevenueTable';
import { RangePicker } from './RangePicker';
import type { Granularity } from './report.types';
import { useReport } from './useReport';
import { RevenueChart } from './RevenueChart';
import { ServiceCallsCard } from './ServiceCallsCard';
import { VatTable } from './VatTable';

const GRANULARITIES: readonly string[] = ['day', 'week', 'month'];

/** The range and granularity live in the address (?range=last_week or ?from=…&to=…, &granularity=week): a reload keeps them. */
function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const today = restaurantToday();
  const choice = useMemo(() => rangeFromSearch(search, today), [search, today]);
  const asked = search.get('granularity');
  const granularity = (GRANULARITIES.includes(asked ?? '') ? asked : suggestedGranularity(choice)) as Granularity;
  const update = (next: Record<string, string>, keepGranularity = false) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(next);
        if (keepGranularity && current.get('granularity')) params.set('granularity', current.get('granularity')!);
        return params;
      },
      { replace: true },
    );
  return {
    today,
    choice,
    granularity,
    setPreset: (preset: Preset) => update({ range: preset }),
    setRange: (from: string, to: string) => update({ from, to }),
    setGranularity: (value: Granularity) =>
      update({ ...(choice.preset ? { range: choice.preset } : { from: choice.from, to: choice.to }), granularity: value }),
  };
}

/** /admin/reporting: a range's business on one screen, each table downloadable as CSV, and the daily closing PDF. */
const ReportingPage = () => {
  const translate = useTranslate();
  const { today, choice, granularity, setPreset, setRange, setGranularity } = useReportParams();
  const range = { from: choice.from, to: choice.to };
  const revenue = useReport('revenue', range, (api) => api.getRevenueReport(range, granularity), granularity);
  const busy = useReport('busy-times', range, (api) => api.getBusyTimesReport(range));
  const products = useReport('products', range, (api) => api.getProductsReport(range));
  const vat = useReport('vat', range, (api) => api.getVatReport(range));
  const payments = useReport('payments', range, (api) => api.getPaymentsReport(range));
  const serviceCalls = useReport('service-calls', range, (api) => api.getServiceCallsReport(range));
  const title = translate('app.reporting.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <DailyClosingButton key={choice.to} initialDay={choice.to} today={today} />
      </Box>
      <RangePicker choice={choice} onPreset={setPreset} onRange={setRange} />
      <KeyFigures totals={revenue.data?.totals} />
      <RevenueChart
        range={range}
        granularity={granularity}
        onGranularity={setGranularity}
        report={revenue.data}
        loading={revenue.isFetching}
        error={revenue.error}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <VatTable range={range} report={vat.data} loading={vat.isFetching} error={vat.error} />
        <PaymentsTable range={range} report={payments.data} loading={payments.isFetching} error={payments.error} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <HourChart report={busy.data} loading={busy.isFetching} error={busy.error} />
          <ServiceCallsCard report={serviceCalls.data} loading={serviceCalls.isFetching} error={serviceCalls.error} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <QuantityRevenueTable
            title={translate('app.reporting.categories.title')}
            nameLabel={translate('app.reporting.products.category')}
            nameOf={(row) => row.categoryName ?? translate('app.reporting.products.no_category')}
            sortNameOf={(row) => row.categoryName ?? ''}
            initialSort="gross"
            range={range}
            rows={products.data?.categories}
            loading={products.isFetching}
            error={products.error}
          />
          <QuantityRevenueTable
            title={translate('app.reporting.extras.title')}
            nameLabel={translate('app.reporting.extras.name')}
            nameOf={(row) => row.name}
            initialSort="quantity"
            maxHeight={320}
            range={range}
            rows={products.data?.extras}
            loading={products.isFetching}
            error={products.error}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ProductTable range={range} rows={products.data?.products} loading={products.isFetching} error={products.error} />
        </Box>
      </Box>
    </Box>
  );
};

export default ReportingPage;
