import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { homeOf, homePath } from '../providers/token';

/** An address the back office does not know (react-admin's catch-all): Tischlein's own page, the way to the user's screen. */
export const NotFound = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const title = translate('app.access.not_found');
  return (
    <Box component="main" sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 2, p: 3, textAlign: 'center' }}>
      <Title title={title} />
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('app.access.not_found_hint')}</Typography>
      {!isPending && (
        <Button component={Link} to={homePath(roles)} variant="contained">
          {translate(`app.access.to_${homeOf(roles)}`)}
        </Button>
      )}
    </Box>
  );
};
