import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** No account matches: say so and offer to reset the filters. */
export const EmptyStaff = ({ onReset }: { onReset: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }} data-testid="staff-empty">
      <Typography variant="h6" component="p">
        {translate('app.staff.empty')}
      </Typography>
      <Button variant="outlined" onClick={onReset}>
        {translate('app.staff.reset_filters')}
      </Button>
    </Box>
  );
};
