import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import { buildCsv, csvFileName, csvFormatFor, type CsvCell } from './csv';
import type { DateRange } from './dateRange';

interface CsvButtonProps {
  /** The table's title: the button's label and the file's name. */
  table: string;
  range: DateRange;
  /** Built on click, so the file holds the table as sorted now. */
  rows: () => { header: string[]; rows: CsvCell[][] };
  disabled?: boolean;
}

/** Downloads one table as CSV in the UI language's spreadsheet format. */
export const CsvButton = ({ table, range, rows, disabled }: CsvButtonProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const label = translate('app.reporting.csv', { table });
  const download = () => {
    const content = rows();
    const csv = buildCsv(content.header, content.rows, csvFormatFor(locale));
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(table.toLocaleLowerCase(locale), range.from, range.to));
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={download} disabled={disabled}>
          <DownloadIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
};
