import DownloadIcon from '@mui/icons-material/Download';
import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DateField } from '../common/DateField';
import { saveBlob } from '../common/saveBlob';
import { failureText } from '../common/serverError';
import { givenDays, isDay } from './rksvFormat';
import type { ExportDays } from './rksv.types';
import { useRksvApi } from './useRksv';

type Download = 'dep' | 'container' | 'journal';

const fileName = (what: Download, days: ExportDays) =>
  ({ dep: 'dep-export.json', container: 'cryptographicMaterialContainer.json', journal: `journal-${days.from}-${days.to}.csv` })[what];

/**
 * The DEP export of a range of days (none: every receipt) and the crypto container, as JSON files for the tax office;
 * the journal of every booked order line of the days (both needed) as CSV.
 */
export const RksvExport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useRksvApi();
  const [days, setDays] = useState<ExportDays>({ from: '', to: '' });
  const [loading, setLoading] = useState<Download | null>(null);
  const reversed = isDay(days.from) && isDay(days.to) && days.from > days.to;
  const download = async (what: Download) => {
    setLoading(what);
    try {
      const file =
        what === 'dep'
          ? await api.getRksvDep(givenDays(days))
          : what === 'journal'
            ? await api.getJournalCsv(days)
            : await api.getRksvCryptoContainer();
      saveBlob(file, fileName(what, days));
    } catch (error) {
      notify(failureText(translate('app.rksv.export.failed'), error), { type: 'error' });
    } finally {
      setLoading(null);
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.rksv.export.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((field) => (
          <DateField
            key={field}
            label={translate(`app.rksv.export.${field}`)}
            value={days[field]}
            onChange={(day) => setDays((current) => ({ ...current, [field]: day }))}
            error={reversed}
            helperText={reversed && field === 'from' ? translate('app.rksv.export.from_after_to') : undefined}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={loading !== null || reversed}
          onClick={() => download('dep')}
          sx={{ mt: 1 }}
        >
          {translate('app.rksv.export.dep')}
        </Button>
        <Button variant="outlined" startIcon={<KeyIcon />} disabled={loading !== null} onClick={() => download('container')} sx={{ mt: 1 }}>
          {translate('app.rksv.export.container')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={loading !== null || reversed || !isDay(days.from) || !isDay(days.to)}
          onClick={() => download('journal')}
          sx={{ mt: 1 }}
        >
          {translate('app.rksv.export.journal')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('app.rksv.export.journal_hint')}
      </Typography>
    </>
  );
};
