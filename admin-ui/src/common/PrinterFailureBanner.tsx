import { Alert, Stack, type SxProps, type Theme } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Printer } from '../printers/printer.types';
import { failingPrinters } from './printerAlerts';

// The server marks a printer failing after 30 s; looking every 10 s shows it soon after.
const POLL_MS = 10_000;

/** Every printer with its status, looked up every 10 s (the printer list shares it). */
export const usePrinters = () => useGetList<Printer>('printers', {}, { refetchInterval: POLL_MS, retry: false });

/**
 * A red banner per failing printer (of one station, or all): "Drucker Bar druckt nicht (Papier leer) – 3 Bons warten".
 * Nothing while all print or the list cannot be read.
 */
export const PrinterFailureBanner = ({ stationId, sx }: { stationId?: number; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const { data = [] } = usePrinters();
  const failing = failingPrinters(data, stationId);
  if (failing.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="printer-failing" sx={sx}>
      {failing.map((printer) => (
        <Alert key={printer.id} severity="error" variant="filled" role="alert" sx={{ fontSize: '1.1rem' }}>
          {translate('app.printers.failing', {
            name: printer.name,
            error: printer.lastError ?? translate('app.printers.unknown_error'),
            smart_count: printer.waitingBons,
          })}
        </Alert>
      ))}
    </Stack>
  );
};
