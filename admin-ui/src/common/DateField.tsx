import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useState } from 'react';

/** A local calendar date `YYYY-MM-DD` as a Date at local midnight, or null. */
export function dateOf(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The calendar date a picked Date stands for, `YYYY-MM-DD`; empty while nothing (or no whole date) is entered. */
export function dayOf(date: Date | null): string {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

interface Props {
  label: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
  width?: number;
}

/**
 * A date in the back office's language and format (MUI X DatePicker), typed or picked from a calendar; its value is
 * the calendar day `YYYY-MM-DD` the API takes.
 */
export const DateField = ({ label, value, onChange, min, max, error, helperText, width = 180 }: Props) => {
  // The field's own date: a half-typed one (an invalid Date) stays in the field while the value is still empty.
  const [date, setDate] = useState(() => dateOf(value));
  const typing = value === '' && date !== null && !isValid(date);
  if (value !== dayOf(date) && !typing) setDate(dateOf(value));
  return (
    <DatePicker
      label={label}
      value={date}
      onChange={(next) => {
        setDate(next);
        onChange(dayOf(next));
      }}
      minDate={dateOf(min) ?? undefined}
      maxDate={dateOf(max) ?? undefined}
      slotProps={{
        textField: { size: 'small', variant: 'filled', error, helperText, sx: { width } },
        field: { clearable: true },
      }}
    />
  );
};
