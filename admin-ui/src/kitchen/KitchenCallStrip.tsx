import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ServiceCallEntry } from '../common/service-calls/ServiceCallEntry';
import { useServiceCalls } from '../common/service-calls/useServiceCalls';

/** The guests' open calls across the top of the kitchen board, oldest first; nothing while there are none. */
export const KitchenCallStrip = () => {
  const translate = useTranslate();
  const { calls, now, acknowledge, isBusy } = useServiceCalls();
  if (calls.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={translate('app.service.calls')}
      data-testid="call-strip"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 520px), 1fr))' }}
    >
      {calls.map((call) => (
        <ServiceCallEntry
          key={call.callId}
          call={call}
          now={now}
          busy={isBusy(call)}
          onAcknowledge={(c) => void acknowledge(c)}
          withTable
          size="large"
          sx={{ bgcolor: '#ffe082', color: '#1e1f22', borderRadius: 2, px: 2, py: 1.5 }}
        />
      ))}
    </Box>
  );
};
