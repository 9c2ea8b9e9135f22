import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { useNow } from '../common/useNow';
import { failureMustBeReported } from './rksvFormat';

/** Red while no signature unit answers; after 48 hours it adds that the failure must be reported in FinanzOnline. */
export const SignerFailureBanner = ({ since }: { since: string }) => {
  const translate = useTranslate();
  const now = useNow(60_000);
  return (
    <Alert severity="error" role="alert" data-testid="rksv-signer-failed">
      {translate('app.rksv.signer_failed', { since: formatDateTime(since) })}
      {failureMustBeReported(since, now) && ` ${translate('app.rksv.signer_failed_report')}`}
    </Alert>
  );
};
