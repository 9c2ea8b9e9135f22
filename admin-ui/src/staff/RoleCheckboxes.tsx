import { Alert, Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleLine, roleName } from '../common/roleNames';
import { toggleRole, uniqueRoles } from './staffForm';
import { useRoles } from './useRoles';

interface Props {
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string;
}

/** One checkbox per role from the server's list, named as people say it with what it may do; roles the account already has stay choosable. */
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
      <FormGroup>
        {options.map((role) => {
          const line = roleLine(translate, role);
          const lineId = `role-line-${role}`;
          return (
            <Box key={role} sx={{ mb: 0.5 }}>
              <FormControlLabel
                label={roleName(translate, role)}
                control={
                  <Checkbox
                    checked={value.includes(role)}
                    onChange={(e) => onChange(toggleRole(value, role, e.target.checked))}
                    slotProps={{ input: { 'aria-describedby': line ? lineId : undefined } }}
                  />
                }
              />
              {line && (
                <Typography id={lineId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
                  {line}
                </Typography>
              )}
            </Box>
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
