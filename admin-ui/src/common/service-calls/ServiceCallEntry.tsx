import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ageText, callKindText } from './callTexts';
import type { StaffServiceCall } from './serviceCalls';

interface Props {
  call: StaffServiceCall;
  now: number;
  busy: boolean;
  onAcknowledge: (call: StaffServiceCall) => void;
  /** The kitchen strip names the table on each call; the waiter view has it in the table's heading. */
  withTable?: boolean;
  /** Text size: the kitchen screen is read from arm's length. */
  size?: 'medium' | 'large';
  sx?: SxProps<Theme>;
}

const KindIcon = ({ call }: { call: StaffServiceCall }) => {
  if (call.kind === 'WAITER') return <RoomServiceIcon />;
  return call.paymentMethod === 'CARD' ? <CreditCardIcon /> : <PaymentsIcon />;
};

/** One open call: what the table asked for, since when, and "Kommt gleich" to answer it. */
export const ServiceCallEntry = ({ call, now, busy, onAcknowledge, withTable, size = 'medium', sx }: Props) => {
  const translate = useTranslate();
  const kind = callKindText(translate, call);
  const table = translate('app.order.table', { number: call.tableNumber });
  const large = size === 'large';
  return (
    <Box
      role="group"
      aria-label={withTable ? `${table}: ${kind}` : kind}
      data-testid="service-call"
      data-kind={call.kind}
      sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 auto', minWidth: 0 }}>
        <KindIcon call={call} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: large ? '1.4rem' : '1.05rem', lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {withTable && `${table} · `}
            {kind}
          </Typography>
          <Typography data-testid="call-age" sx={{ fontSize: large ? '1.1rem' : '0.9rem', opacity: 0.8 }}>
            {ageText(translate, call.createdAt, now)}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="contained"
        color="warning"
        size="large"
        disabled={busy}
        onClick={() => onAcknowledge(call)}
        sx={{ minHeight: 48, fontSize: large ? '1.2rem' : undefined, flex: '0 0 auto', ml: 'auto' }}
      >
        {translate('app.service.acknowledge')}
      </Button>
    </Box>
  );
};
