import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { failureText } from '../common/serverError';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';

const TOAST_MS = 4000;

/** "Übersetzungen exportieren (CSV)" and "… importieren (CSV)": the whole menu's texts out to a translator and back. */
export const TranslationsCsvButtons = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>, failedKey: string) => {
    setBusy(true);
    try {
      const done = await work();
      if (done) notify(done, { type: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      notify(failureText(translate(failedKey), error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = () =>
    run(async () => {
      saveBlob(await dataProvider.exportMenuTranslations(), 'menue-uebersetzungen.csv');
      return '';
    }, 'app.translations.export_failed');
  const importCsv = (file: File) =>
    run(async () => {
      const { updated } = await dataProvider.importMenuTranslations(file);
      refresh();
      return translate('app.translations.imported', { count: updated });
    }, 'app.translations.import_failed');

  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={disabled || busy}>
        {translate('app.translations.export')}
      </Button>
      <Button startIcon={<UploadIcon />} onClick={() => picker.current?.click()} disabled={disabled || busy}>
        {translate('app.translations.import')}
      </Button>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="translations-csv-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importCsv(file);
        }}
      />
    </>
  );
};
