import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { failureText } from '../common/serverError';
import { AesKeyDialog } from './AesKeyDialog';
import { CommissionForm } from './CommissionForm';
import { ReceiptTable } from './ReceiptTable';
import { RegisterActions } from './RegisterActions';
import { RegisterStatus } from './RegisterStatus';
import { RksvExport } from './RksvExport';
import { RksvSection } from './RksvSection';
import type { CommissionedRegister } from './rksv.types';
import { SignerFailureBanner } from './SignerFailureBanner';
import { useRksvRegister } from './useRksv';

/**
 * /admin/rksv (ADMIN): the cash register under the RKSV. Its state and counters; the Inbetriebnahme while none is in
 * operation (the AES key shown once); Nullbeleg, Trainingsbeleg, training mode and Schlussbeleg while one is; the last
 * receipts; the DEP export and the crypto container for the tax office.
 */
const RksvPage = () => {
  const translate = useTranslate();
  const { data: register, error, isPending } = useRksvRegister();
  const [commissioned, setCommissioned] = useState<CommissionedRegister | null>(null);
  const title = translate('app.rksv.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {register?.signerFailedSince && <SignerFailureBanner since={register.signerFailedSince} />}
      {isPending && <LinearProgress aria-label={title} />}
      {error && <Alert severity="error">{failureText(translate('app.rksv.load_failed'), error)}</Alert>}
      {register && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <RegisterStatus register={register} />
            {register.state === 'ACTIVE' ? (
              <RegisterActions register={register} />
            ) : (
              <CommissionForm state={register.state} onCommissioned={setCommissioned} />
            )}
          </Box>
          <ReceiptTable receipts={register.lastReceipts} />
          {register.state !== 'NONE' && <RksvSection title={translate('app.rksv.export.title')}>{() => <RksvExport />}</RksvSection>}
        </>
      )}
      <AesKeyDialog answer={commissioned} onClose={() => setCommissioned(null)} />
    </Box>
  );
};

export default RksvPage;
