import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { readServerError } from '../common/serverError';
import { RksvSection } from './RksvSection';
import type { CommissionedRegister, RksvState } from './rksv.types';
import { useRksvAction } from './useRksv';

interface Props {
  state: RksvState;
  /** The answer with the AES key, to be shown this once. */
  onCommissioned: (answer: CommissionedRegister) => void;
}

/** The Inbetriebnahme: the Kassen-ID, then the Startbeleg; the server's refusal stays beside the form. */
export const CommissionForm = ({ state, onCommissioned }: Props) => {
  const translate = useTranslate();
  const [cashRegisterId, setCashRegisterId] = useState('');
  const commission = useRksvAction({
    run: (api, id: string) => api.commissionRksvRegister(id),
    // In the hook, not in mutate's callbacks: the form goes away as soon as the register is in operation.
    done: (answer) => {
      setCashRegisterId('');
      onCommissioned(answer);
    },
  });
  const problem = commission.error ? readServerError(commission.error) : undefined;
  const fieldProblem = problem?.fields.cashRegisterId;
  // A refused Kassen-ID is named at the field; the alert says it too, in words rather than with the field's name.
  const reason = fieldProblem ?? problem?.message;
  const id = cashRegisterId.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!id || commission.isPending) return;
    commission.mutate(id);
  };
  return (
    <RksvSection title={translate('app.rksv.commission.title')}>
      {() => (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(state === 'DECOMMISSIONED' ? 'app.rksv.commission.intro_again' : 'app.rksv.commission.intro')}
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label={translate('app.rksv.commission.field')}
              value={cashRegisterId}
              onChange={(event) => {
                setCashRegisterId(event.target.value);
                if (commission.error) commission.reset();
              }}
              required
              size="small"
              error={!!fieldProblem}
              helperText={fieldProblem ?? translate('app.rksv.commission.field_hint')}
              sx={{ flex: '1 1 240px', maxWidth: 360 }}
              slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoComplete: 'off' } }}
            />
            <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={!id || commission.isPending}>
              {translate('app.rksv.commission.submit')}
            </Button>
          </Box>
          {problem && (
            <Alert severity="error" data-testid="rksv-commission-error">
              {reason ? `${translate('app.rksv.commission.failed')}: ${reason}` : translate('app.rksv.commission.failed')}
            </Alert>
          )}
        </>
      )}
    </RksvSection>
  );
};
