import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { HorizontalScroll } from '../common/HorizontalScroll';
import { usePrinters } from '../common/PrinterFailureBanner';
import { EditDeleteButtons } from '../common/RecordButtons';
import { failureText } from '../common/serverError';
import { SettingsListPage, useSettingsList } from '../common/SettingsListPage';
import { useStations } from '../common/stations';
import type { AppDataProvider } from '../providers/dataProvider';
import { PrinterDialog } from './PrinterDialog';
import { PrinterStatusChip } from './PrinterStatusChip';
import type { Printer } from './printer.types';

const HIDE_ON_PHONE = { display: { xs: 'none', md: 'table-cell' } };

/** "Testdruck": queues a test bon and says so; whether it printed shows in the status. */
function useTestPrint() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (printer: Printer) => {
    try {
      await dataProvider.testPrinter(printer.id);
      notify(translate('app.printers.test_sent', { name: printer.name }), { type: 'success', autoHideDuration: 2200 });
    } catch (error) {
      notify(failureText(translate('app.printers.test_failed'), error), { type: 'error', autoHideDuration: 4000 });
    }
  };
}

/** /admin/printers: the stations' bon printers with their state (looked up every 10 s) and the bons they still owe. */
const PrinterList = () => {
  const translate = useTranslate();
  const page = useSettingsList<Printer>('printers', usePrinters());
  const stations = useStations().data ?? [];
  const stationName = new Map(stations.map((station) => [station.id, station.name]));
  const testPrint = useTestPrint();
  return (
    <SettingsListPage
      page={page}
      texts="app.printers"
      intro={translate('app.printers.intro')}
      dialog={
        <PrinterDialog
          printer={page.edited}
          stations={stations}
          pending={page.mutations.pending}
          onClose={page.closeDialog}
          onSave={(input) => page.mutations.save(page.edited?.id, input)}
        />
      }
    >
      <HorizontalScroll>
        <Table size="small" aria-label={translate('app.printers.title')} sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.printers.name')}</TableCell>
              <TableCell>{translate('app.printers.station')}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{translate('app.printers.host')}</TableCell>
              <TableCell>{translate('app.printers.state')}</TableCell>
              <TableCell align="right">{translate('app.printers.waiting')}</TableCell>
              <TableCell align="right">{translate('app.catalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(page.list.data ?? []).map((printer) => (
              <TableRow key={printer.id} data-testid="printer-row">
                <TableCell component="th" scope="row">
                  {printer.name}
                  {printer.status === 'FAILING' && printer.lastError && (
                    <Typography variant="body2" color="error">
                      {printer.lastError}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {printer.stationId != null ? (stationName.get(printer.stationId) ?? '…') : translate('app.printers.no_station')}
                </TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{`${printer.host}:${printer.port}`}</TableCell>
                <TableCell>
                  <PrinterStatusChip printer={printer} />
                </TableCell>
                <TableCell align="right" data-testid="printer-waiting">
                  {printer.waitingBons}
                </TableCell>
                <TableCell align="right">
                  {/* One row, centred: the text button beside the icon buttons. */}
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<PrintIcon />}
                      aria-label={translate('app.printers.test_named', { name: printer.name })}
                      onClick={() => void testPrint(printer)}
                    >
                      {translate('app.printers.test')}
                    </Button>
                    <EditDeleteButtons name={printer.name} onEdit={() => page.edit(printer)} onDelete={() => page.askToDelete(printer)} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </HorizontalScroll>
    </SettingsListPage>
  );
};

export default PrinterList;
