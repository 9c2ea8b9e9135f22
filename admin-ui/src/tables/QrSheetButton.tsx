import PrintIcon from '@mui/icons-material/Print';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { Button, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';
import type { QrSheetLayout } from './table.types';

/** Each layout's label and hint (translation keys), icon and file name. */
const LAYOUTS: Record<QrSheetLayout, { label: string; hint: string; icon: ReactNode; fileName: string }> = {
  a4: { label: 'app.tables.qr_sheet', hint: 'app.tables.qr_sheet_hint', icon: <PrintIcon />, fileName: 'tisch-qr-codes.pdf' },
  tent: { label: 'app.tables.qr_tents', hint: 'app.tables.qr_tents_hint', icon: <TableRestaurantIcon />, fileName: 'tischaufsteller.pdf' },
};

/**
 * Downloads the printable PDF of all active tables' codes, each with the restaurant's name and "Scannen & bestellen":
 * A4 sheets with nine codes to cut out, or one A6 table tent a table.
 */
export const QrSheetButton = ({ layout }: { layout: QrSheetLayout }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loading, setLoading] = useState(false);
  const { label, hint, icon, fileName } = LAYOUTS[layout];
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await dataProvider.getTableQrSheet(layout), fileName);
    } catch {
      notify('app.tables.qr_sheet_failed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Tooltip title={translate(hint)} describeChild>
      <Button variant="outlined" startIcon={icon} onClick={download} disabled={loading}>
        {translate(label)}
      </Button>
    </Tooltip>
  );
};
