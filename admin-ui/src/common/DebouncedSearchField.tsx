import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

interface Props {
  label: string;
  value: string;
  onChange: (q: string) => void;
  maxLength?: number;
}

/** Search as you type, without a request per keystroke (for lists the server searches). */
export const DebouncedSearchField = ({ label, value, onChange, maxLength }: Props) => {
  const [text, setText] = useState(value);
  // A search set from outside (e.g. "Filter zurücksetzen") replaces what was typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      sx={{ width: 240 }}
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        ...(maxLength === undefined ? {} : { htmlInput: { maxLength } }),
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
