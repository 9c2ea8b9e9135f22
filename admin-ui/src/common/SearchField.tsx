import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** A search box that filters a list as one types. */
export const SearchField = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
  <TextField
    type="search"
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ flex: '1 1 280px', maxWidth: { sm: 480 } }}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
