import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleName } from './roleNames';

/** An account's roles as chips, by the names people use ("Service" for WAITER). */
export const RoleChips = ({ roles }: { roles: string[] }) => {
  const translate = useTranslate();
  if (roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.staff.no_roles')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('app.staff.roles')}>
      {roles.map((role) => (
        <Chip
          key={role}
          label={roleName(translate, role)}
          size="small"
          color={role === 'ADMIN' ? 'primary' : 'default'}
          variant="outlined"
        />
      ))}
    </Stack>
  );
};
