import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';

/** Placeholder for back-office areas that are not built yet. */
export const ComingSoon = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Title title={translate('app.coming_soon.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.coming_soon.title')}
      </Typography>
      <Typography gutterBottom>{translate('app.coming_soon.message')}</Typography>
      <Button component={Link} to="/admin" variant="outlined">
        {translate('app.coming_soon.back')}
      </Button>
    </Box>
  );
};
