import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  error?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  /** The own current password, which the browser may fill in; otherwise a new one. */
  current?: boolean;
}

/** A password with a show/hide switch; for a new one the browser is asked not to fill in the admin's own password. */
export const PasswordField = ({ label, value, onChange, helperText, error, required, autoFocus, current }: Props) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const toggleLabel = translate(shown ? 'app.staff.hide_password' : 'app.staff.show_password');
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      error={error}
      required={required}
      autoFocus={autoFocus}
      autoComplete={current ? 'current-password' : 'new-password'}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} aria-pressed={shown} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
