import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Button, Divider, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { RksvSection } from './RksvSection';
import type { ManualReceiptKind, RksvRegister } from './rksv.types';
import { useRksvAction } from './useRksv';

const FAILED = 'app.rksv.action_failed';

/** While the register is in operation: Nullbeleg, Trainingsbeleg, training mode, and the Schlussbeleg after a confirmation. */
export const RegisterActions = ({ register }: { register: RksvRegister }) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const receipt = useRksvAction({
    run: (api, kind: ManualReceiptKind) => api.makeRksvReceipt(kind),
    done: (made, kind) =>
      translate(kind === 'NULL' ? 'app.rksv.actions.null_done' : 'app.rksv.actions.training_done', { number: made.receiptNumber }),
    failed: FAILED,
  });
  const training = useRksvAction({
    run: (api, on: boolean) => api.setRksvTrainingMode(on),
    done: (_, on) => translate(on ? 'app.rksv.actions.training_on' : 'app.rksv.actions.training_off'),
    failed: FAILED,
  });
  const decommission = useRksvAction({
    run: (api) => api.decommissionRksvRegister(),
    done: (closing) => translate('app.rksv.actions.decommissioned', { number: closing.receiptNumber }),
    failed: FAILED,
  });
  const busy = receipt.isPending || training.isPending || decommission.isPending;
  return (
    <RksvSection title={translate('app.rksv.actions.title')}>
      {() => (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ReceiptIcon />} disabled={busy} onClick={() => receipt.mutate('NULL')}>
              {translate('app.rksv.actions.null_receipt')}
            </Button>
            <Button variant="outlined" startIcon={<SchoolIcon />} disabled={busy} onClick={() => receipt.mutate('TRAINING')}>
              {translate('app.rksv.actions.training_receipt')}
            </Button>
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={training.isPending ? training.variables : register.trainingMode}
                  disabled={busy}
                  onChange={(event) => training.mutate(event.target.checked)}
                />
              }
              label={translate('app.rksv.actions.training_mode')}
            />
            <Typography variant="body2" color="text.secondary">
              {translate('app.rksv.actions.training_hint')}
            </Typography>
          </Box>
          <Divider />
          <Box>
            <Button
              color="error"
              variant="outlined"
              startIcon={<PowerSettingsNewIcon />}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {translate('app.rksv.actions.decommission')}
            </Button>
          </Box>
          <Confirm
            isOpen={confirming}
            loading={decommission.isPending}
            title="app.rksv.actions.decommission_title"
            content="app.rksv.actions.decommission_content"
            translateOptions={{ id: register.cashRegisterId ?? '' }}
            confirm="app.rksv.actions.decommission_confirm"
            cancel="app.action.abort"
            confirmColor="warning"
            onConfirm={() => decommission.mutate(undefined, { onSettled: () => setConfirming(false) })}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </RksvSection>
  );
};
