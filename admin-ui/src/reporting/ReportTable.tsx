import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CsvButton } from './CsvButton';
import type { CsvCell } from './csv';
import type { DateRange } from './dateRange';
import { ReportSection, VISUALLY_HIDDEN } from './ReportSection';

export interface Column<Row> {
  key: string;
  label: string;
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  csv: (row: Row) => CsvCell;
  /** Present on sortable columns. */
  sortValue?: (row: Row) => number | string;
}

interface Footer {
  /** One cell per column, shown and exported the same. */
  cells: { render: ReactNode; csv: CsvCell }[];
}

interface ReportTableProps<Row> {
  title: string;
  range: DateRange;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  footer?: Footer;
  loading: boolean;
  error: unknown;
  /** The column and direction first sorted by; without it the server's order stays. */
  initialSort?: { key: string; descending: boolean };
  /** Long tables (every product) scroll inside the card. */
  maxHeight?: number;
  actions?: ReactNode;
}

function sorted<Row>(rows: Row[], column: Column<Row> | undefined, descending: boolean): Row[] {
  const value = column?.sortValue;
  if (!value) return rows;
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * direction;
  });
}

/** A report table: caption, sortable headers, a totals row, and a CSV download of what it shows. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { title, range, columns, rows, rowKey, footer, loading, error, initialSort, maxHeight, actions } = props;
  const translate = useTranslate();
  const [sort, setSort] = useState(initialSort);
  const sortColumn = columns.find((column) => column.key === sort?.key);
  const shown = sorted(rows ?? [], sortColumn, sort?.descending ?? false);
  const toggleSort = (column: Column<Row>) =>
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, descending: !current.descending }
        : { key: column.key, descending: !!column.numeric },
    );
  const csvRows = () => ({
    header: columns.map((column) => column.label),
    rows: [...shown.map((row) => columns.map((column) => column.csv(row))), ...(footer ? [footer.cells.map((cell) => cell.csv)] : [])],
  });
  return (
    <ReportSection
      title={title}
      loading={loading}
      error={error}
      actions={
        <>
          {actions}
          <CsvButton table={title} range={range} rows={csvRows} disabled={!rows} />
        </>
      }
    >
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.reporting.empty')}</Typography>
      ) : (
        <TableContainer
          sx={{ maxHeight, overflowX: 'auto' }}
          // A scrolling region must be reachable by keyboard.
          tabIndex={maxHeight ? 0 : undefined}
          role={maxHeight ? 'region' : undefined}
          aria-label={maxHeight ? title : undefined}
        >
          <Table size="small" stickyHeader={!!maxHeight}>
            <Box component="caption" sx={VISUALLY_HIDDEN}>
              {title}
            </Box>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sort?.key === column.key ? (sort.descending ? 'desc' : 'asc') : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {column.sortValue ? (
                      <TableSortLabel
                        active={sort?.key === column.key}
                        direction={sort?.key === column.key && sort.descending ? 'desc' : 'asc'}
                        onClick={() => toggleSort(column)}
                        aria-label={translate('app.reporting.sort_by', { column: column.label })}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={rowKey(row, index)} hover>
                  {columns.map((column, columnIndex) => (
                    <TableCell
                      key={column.key}
                      component={columnIndex === 0 ? 'th' : 'td'}
                      scope={columnIndex === 0 ? 'row' : undefined}
                      align={column.numeric ? 'right' : 'left'}
                      sx={column.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            {footer && (
              <TableFooter>
                <TableRow>
                  {footer.cells.map((cell, index) => (
                    <TableCell
                      key={columns[index]?.key ?? index}
                      component={index === 0 ? 'th' : 'td'}
                      scope={index === 0 ? 'row' : undefined}
                      align={columns[index]?.numeric ? 'right' : 'left'}
                      sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'inherit', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {cell.render}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
      )}
    </ReportSection>
  );
}
