import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OrdersBrowser } from './OrdersBrowser';
import { restaurantTimeZone } from '../i18n/timeZone';
import { historyDefaultFilters } from './orderFilters';
import { InvoiceButton } from './InvoiceButton';

/** /admin/history: all orders in a date range, newest first, with invoices of paid ones. */
const HistoryList = () => {
  const translate = useTranslate();
  const [defaults] = useState(() => historyDefaultFilters(new Date(), restaurantTimeZone()));
  return (
    <OrdersBrowser
      storeKey="history"
      title={translate('app.history.title')}
      defaults={defaults}
      sortOrder="DESC"
      withDateRange
      extra={(order) => <InvoiceButton order={order} />}
    />
  );
};

export default HistoryList;
