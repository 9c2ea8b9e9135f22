import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button } from '@mui/material';
import { DateField } from '../common/DateField';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../common/serverError';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';
import { fileSlug } from './csv';
import { isIsoDate } from './dateRange';

/** The daily closing of one day as a PDF (the day defaults to the range's last day, never after today). */
export const DailyClosingButton = ({ initialDay, today }: { initialDay: string; today: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [day, setDay] = useState(initialDay > today ? today : initialDay);
  const [loading, setLoading] = useState(false);
  const label = translate('app.reporting.closing.download');
  const download = async () => {
    setLoading(true);
    try {
      const name = fileSlug(label.replace(/\s*[(（][^)）]*[)）]\s*/g, '').toLocaleLowerCase());
      saveBlob(await dataProvider.getDailyClosingPdf(day), `${name}_${day}.pdf`);
    } catch (error) {
      notify(failureText(translate('app.reporting.closing.failed'), error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <DateField label={translate('app.reporting.closing.day')} value={day} onChange={setDay} max={today} />
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={loading || !isIsoDate(day)}>
        {label}
      </Button>
    </Box>
  );
};
