import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Printer, PrinterStatus } from './printer.types';

const COLORS: Record<PrinterStatus, ChipProps['color']> = { OK: 'success', FAILING: 'error', UNKNOWN: 'default' };

/** OK, failing (with the printer's last error as a tooltip) or not known yet; a switched-off printer says so. */
export const PrinterStatusChip = ({ printer }: { printer: Printer }) => {
  const translate = useTranslate();
  if (!printer.enabled) return <Chip size="small" variant="outlined" label={translate('app.printers.off')} />;
  return (
    <Chip
      size="small"
      color={COLORS[printer.status]}
      label={translate(`app.printers.status.${printer.status}`)}
      title={printer.lastError ?? undefined}
      data-testid="printer-status"
      data-status={printer.status}
    />
  );
};
