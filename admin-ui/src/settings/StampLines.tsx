import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';

/** "Angelegt" and "Geändert" of a record, '–' when unknown. */
export const StampLines = ({ createdAt, updatedAt }: { createdAt?: string | null; updatedAt?: string | null }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.created')}: {formatDateTime(createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.updated')}: {formatDateTime(updatedAt)}
      </Typography>
    </Stack>
  );
};
