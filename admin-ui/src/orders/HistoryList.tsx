import { useTranslate } from 'react-admin';
import { OrdersBrowser } from './OrdersBrowser';
import { HISTORY_DEFAULT_FILTERS } from './orderFilters';
import { InvoiceButton } from './InvoiceButton';

/** /admin/history: all orders in a date range, newest first, with invoices of paid ones. */
const HistoryList = () => {
  const translate = useTranslate();
  return (
    <OrdersBrowser
      storeKey="history"
      title={translate('app.history.title')}
      defaults={HISTORY_DEFAULT_FILTERS}
      sortOrder="DESC"
      withDateRange
      extra={(order) => <InvoiceButton order={order} />}
    />
  );
};

export default HistoryList;
