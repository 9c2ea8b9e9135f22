import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Nothing found", with a way out when a search is what hides the entries. */
export const EmptyList = ({ text, onResetSearch }: { text: string; onResetSearch?: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">
        {text}
      </Typography>
      {onResetSearch && (
        <Button variant="outlined" onClick={onResetSearch}>
          {translate('app.catalogue.reset_search')}
        </Button>
      )}
    </Box>
  );
};
