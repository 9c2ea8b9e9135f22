import { Box, Button, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { homePath, isAdmin } from '../providers/token';

/** Placeholder for back-office areas that are not built yet; its back link leads where this user may go. */
export const ComingSoon = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const roles = permissions ?? [];
  return (
    <Box sx={{ p: 3 }}>
      <Title title={translate('app.coming_soon.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.coming_soon.title')}
      </Typography>
      <Typography gutterBottom>{translate('app.coming_soon.message')}</Typography>
      {!isPending && (
        <Button component={Link} to={homePath(roles)} variant="outlined">
          {translate(isAdmin(roles) ? 'app.coming_soon.back' : 'app.coming_soon.back_kitchen')}
        </Button>
      )}
    </Box>
  );
};
