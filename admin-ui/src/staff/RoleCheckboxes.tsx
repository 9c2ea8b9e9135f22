import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toggleRole, uniqueRoles } from './staffForm';
import { useRoles } from './useRoles';

interface Props {
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string;
}

/** One checkbox per role from the server's list; roles the account already has stay choosable. */
export const RoleCheckboxes = ({ value, onChange, error }: Props) => {
  const translate = useTranslate();
  const { roles, failed } = useRoles();
  const options = uniqueRoles([...roles, ...value]);
  return (
    <FormControl component="fieldset" error={!!error}>
      <FormLabel component="legend">{translate('app.staff.roles')}</FormLabel>
      {failed && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('app.staff.roles_failed')}
        </Alert>
      )}
      <FormGroup row>
        {options.map((role) => (
          <FormControlLabel
            key={role}
            label={role}
            control={<Checkbox checked={value.includes(role)} onChange={(e) => onChange(toggleRole(value, role, e.target.checked))} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
