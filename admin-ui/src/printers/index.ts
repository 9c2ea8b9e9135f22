import PrintIcon from '@mui/icons-material/Print';
import { lazy } from 'react';
import type { Printer } from './printer.types';

const PrinterList = lazy(() => import('./PrinterList'));

// One settings screen: the list creates, edits and deletes in dialogs and sends test bons.
export default {
  list: PrinterList,
  icon: PrintIcon,
  recordRepresentation: (printer: Printer) => printer.name,
};
