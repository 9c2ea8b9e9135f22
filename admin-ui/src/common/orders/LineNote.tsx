import { alpha, Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The guest's note on an order line ("Anmerkung: ohne Zwiebel"), marked so the kitchen cannot miss it. Free text
 * from a guest: rendered as text only.
 */
export const LineNote = ({ note, sx }: { note: string | null | undefined; sx?: SxProps<Theme> }) =>
  note ? <NoteBox note={note} sx={sx} /> : null;

const NoteBox = ({ note, sx }: { note: string; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Box
      component="div"
      data-testid="line-note"
      sx={[
        {
          fontStyle: 'italic',
          fontWeight: 600,
          overflowWrap: 'anywhere',
          borderInlineStart: 4,
          borderColor: 'warning.main',
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14),
          px: 1,
          py: 0.25,
          mt: 0.25,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {translate('app.order.line_note')}: {note}
    </Box>
  );
};
