import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { failureText } from '../common/serverError';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PrintJob } from '../printers/printer.types';
import type { Order } from './order.types';

/** The bon as it was printed, monospaced like the printer's 42 columns; opened on demand. */
const BonText = ({ job }: { job: PrintJob }) => {
  const translate = useTranslate();
  return (
    <Box component="details" sx={{ mt: 0.5 }}>
      <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main' }}>
        {translate('app.printers.show_text')}
      </Box>
      <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', bgcolor: 'grey.100', p: 1, overflowX: 'auto', m: 0 }}>
        {job.text.join('\n')}
      </Box>
    </Box>
  );
};

/** An order's printed bons (newest first), each with its printer and state, to reprint ("Nachdrucken"). */
export const OrderBons = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reprinting, setReprinting] = useState<number | null>(null);
  const jobs = useQuery({
    queryKey: ['orders', 'bons', order.id, order.updatedAt],
    queryFn: () => dataProvider.getPrintJobs(order.id),
    retry: false,
  });
  const reprint = async (job: PrintJob) => {
    setReprinting(job.id);
    try {
      await dataProvider.reprintJob(job.id);
      notify('app.printers.reprinted', { type: 'success', autoHideDuration: 2200 });
      await jobs.refetch();
    } catch (error) {
      notify(failureText(translate('app.printers.reprint_failed'), error), { type: 'error', autoHideDuration: 4000 });
    } finally {
      setReprinting(null);
    }
  };
  if (jobs.isError) return <Typography color="text.secondary">{translate('app.printers.bons_failed')}</Typography>;
  if ((jobs.data ?? []).length === 0) return <Typography color="text.secondary">{translate('app.printers.no_bons')}</Typography>;
  return (
    <List dense aria-label={translate('app.printers.bons')} data-testid="order-bons">
      {jobs.data!.map((job) => (
        <ListItem key={job.id} divider sx={{ display: 'block' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={`${translate(`app.printers.kind.${job.kind}`)} · ${job.printerName}`}
              secondary={formatDateTime(job.printedAt ?? job.createdAt)}
            />
            <Chip
              size="small"
              color={job.status === 'PRINTED' ? 'success' : 'warning'}
              label={translate(`app.printers.job_status.${job.status}`)}
              title={job.lastError ?? undefined}
            />
            <Button
              size="small"
              startIcon={<PrintIcon />}
              disabled={reprinting !== null}
              onClick={() => void reprint(job)}
              aria-label={translate('app.printers.reprint_named', { printer: job.printerName })}
            >
              {translate('app.printers.reprint')}
            </Button>
          </Box>
          <BonText job={job} />
        </ListItem>
      ))}
    </List>
  );
};
