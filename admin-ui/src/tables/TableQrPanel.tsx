import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';
import { copyText } from './copyText';
import { RegenerateQrButton } from './RegenerateQrButton';
import type { DiningTable, QrImageFormat } from './table.types';
import { useTableQrImage } from './useTableQrImage';

const QR_SIZE = 240;

const QrImage = ({ table }: { table: DiningTable }) => {
  const translate = useTranslate();
  const image = useTableQrImage(table);
  return (
    <Box sx={{ width: QR_SIZE, height: QR_SIZE * 1.15, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
      {image.url ? (
        <img
          src={image.url}
          alt={translate('app.tables.qr_alt', { number: table.tableNumber })}
          width={QR_SIZE}
          style={{ maxWidth: '100%', height: 'auto', border: '1px solid #e0e0e0', borderRadius: 4 }}
          data-testid="table-qr-image"
        />
      ) : image.error ? (
        <Alert severity="error">{translate('app.tables.qr_failed')}</Alert>
      ) : (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      )}
    </Box>
  );
};

/** Copy the guest link and download the code as PNG or SVG. */
const QrActions = ({ table }: { table: DiningTable }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const copy = async () => {
    const copied = await copyText(table.orderUrl);
    notify(copied ? 'app.tables.copied' : 'app.tables.copy_failed', { type: copied ? 'success' : 'error' });
  };
  const download = async (format: QrImageFormat) => {
    try {
      saveBlob(await dataProvider.getTableQr(table.id, format), `tisch-${table.tableNumber}.${format}`);
    } catch {
      notify('app.tables.download_failed', { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
        {translate('app.tables.copy')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('png')}>
        {translate('app.tables.download_png')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('svg')}>
        {translate('app.tables.download_svg')}
      </Button>
      <RegenerateQrButton table={table} />
    </Stack>
  );
};

/** The table's QR code (it encodes the guest link), the link itself, and what can be done with them. */
export const TableQrPanel = ({ table }: { table: DiningTable }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby="table-qr-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="table-qr-heading" gutterBottom>
          {translate('app.tables.qr_title')}
        </Typography>
        {!table.active ? (
          <Alert severity="warning">{translate('app.tables.inactive')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
              <QrImage table={table} />
              <Box sx={{ minWidth: 0, flexGrow: 1, alignSelf: 'stretch' }}>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.tables.fields.orderUrl')}
                </Typography>
                <Link
                  href={table.orderUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ wordBreak: 'break-all' }}
                  data-testid="table-order-url"
                >
                  {table.orderUrl}
                </Link>
              </Box>
            </Stack>
            <QrActions table={table} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
