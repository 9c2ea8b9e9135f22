import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { formatCents } from './rksvFormat';
import { RksvSection } from './RksvSection';
import type { RksvRegister, RksvState } from './rksv.types';

const STATE_COLOR: Record<RksvState, 'default' | 'success' | 'warning'> = {
  NONE: 'default',
  ACTIVE: 'success',
  DECOMMISSIONED: 'warning',
};

/** One line of the status list: a term and what it is now. */
const Figure = ({ term, children, testId }: { term: string; children: ReactNode; testId: string }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {term}
    </Typography>
    <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </Typography>
  </>
);

/** The register's state, Kassen-ID, counters and signature units. */
export const RegisterStatus = ({ register }: { register: RksvRegister }) => {
  const translate = useTranslate();
  return (
    <RksvSection title={translate('app.rksv.status.title')}>
      {() => (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 1.5 }}>
          <Figure term={translate('app.rksv.status.state')} testId="rksv-state">
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" color={STATE_COLOR[register.state]} label={translate(`app.rksv.state.${register.state}`)} />
              {register.state === 'ACTIVE' && register.trainingMode && (
                <Chip size="small" color="warning" variant="outlined" label={translate('app.rksv.status.training')} />
              )}
            </Box>
          </Figure>
          <Figure term={translate('app.rksv.status.cash_register_id')} testId="rksv-cash-register-id">
            {register.cashRegisterId ?? '–'}
          </Figure>
          <Figure term={translate('app.rksv.status.receipt_count')} testId="rksv-receipt-count">
            {formatNumber(register.receiptCount)}
          </Figure>
          <Figure term={translate('app.rksv.status.turnover')} testId="rksv-turnover">
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(register.turnoverCents)}
            </Box>
          </Figure>
          <Figure term={translate('app.rksv.status.units')} testId="rksv-units">
            {register.units.length === 0 ? (
              '–'
            ) : (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {register.units.map((unit) => (
                  <Box component="span" key={unit.keyId} sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <span>{unit.label}</span>
                    <Box component="code" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                      {unit.keyId}
                    </Box>
                    {unit.forTestsOnly && <Chip size="small" color="warning" label={translate('app.rksv.status.test_unit')} />}
                  </Box>
                ))}
              </Box>
            )}
          </Figure>
        </Box>
      )}
    </RksvSection>
  );
};
