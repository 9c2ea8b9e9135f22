import PrintIcon from '@mui/icons-material/Print';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';

/** Downloads the printable A4 PDF with the QR codes and numbers of all active tables (for table tents). */
export const QrSheetButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await dataProvider.getTableQrSheet(), 'tisch-qr-codes.pdf');
    } catch {
      notify('app.tables.qr_sheet_failed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Tooltip title={translate('app.tables.qr_sheet_hint')} describeChild>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={download} disabled={loading}>
        {translate('app.tables.qr_sheet')}
      </Button>
    </Tooltip>
  );
};
