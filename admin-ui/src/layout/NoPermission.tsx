import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { homeOf, homePath } from '../providers/token';

/**
 * What a page this user's role may not open shows instead (react-admin's access-denied page, too): why, and the
 * way to the user's own screen. The user stays logged in.
 */
export const NoPermission = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const title = translate('app.access.denied');
  return (
    <Box component="main" sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 2, p: 3, textAlign: 'center' }}>
      <Title title={title} />
      <LockIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!isPending && (
        <Button component={Link} to={homePath(roles)} variant="contained">
          {translate(`app.access.to_${homeOf(roles)}`)}
        </Button>
      )}
    </Box>
  );
};
