import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LineNote } from '../common/orders/LineNote';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';
import type { PreparationState } from '@tischlein/api-types';
import { nextState, type StationLine } from './stationTickets';

const LINE_LOOK: Record<PreparationState, object> = {
  TO_PREPARE: {},
  READY: { bgcolor: '#e8f5e9', borderColor: '#2e7d32' },
  SERVED: { color: 'text.disabled', textDecoration: 'line-through' },
};

/**
 * One line: a tap moves it on (To prepare → Ready → Served); a held course's line is greyed out and waits. The button's
 * name is what it shows (quantity, name, course, state), then what a tap does.
 */
export const StationLineButton = ({
  line,
  busy,
  onTap,
}: {
  line: StationLine;
  busy: boolean;
  onTap: (state: PreparationState) => void;
}) => {
  const translate = useTranslate();
  const { item } = line;
  const next = line.fired ? nextState(line.state) : null;
  const state = translate(line.fired ? `app.preparation.state.${line.state}` : 'app.preparation.held');
  return (
    <Box component="li">
      <ButtonBase
        disabled={busy || next === null}
        onClick={() => next && onTap(next)}
        data-testid="station-line"
        data-state={line.fired ? line.state : 'HELD'}
        sx={{
          // The quantity in a column of its own: a long name wraps beside it, never leaving "1×" alone on a line.
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 1,
          alignItems: 'baseline',
          width: '100%',
          textAlign: 'start',
          minHeight: 48,
          px: 1,
          py: 0.5,
          border: 2,
          borderColor: 'transparent',
          borderRadius: 1,
          ...(line.fired ? LINE_LOOK[line.state] : { opacity: 0.45 }),
          '&.Mui-disabled': { pointerEvents: 'none' },
        }}
      >
        <Box component="span" sx={{ fontSize: '1.35rem', lineHeight: 1.35, fontWeight: 700 }}>
          {item.quantity}×
        </Box>
        <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
          <Box sx={{ fontSize: '1.35rem', lineHeight: 1.35, overflowWrap: 'break-word', hyphens: 'auto' }}>{item.menuItemName}</Box>
          {item.addings.length > 0 && <Box sx={{ fontSize: '1.1rem', color: 'text.secondary' }}>+ {item.addings.join(', ')}</Box>}
          <LineNote note={item.note} sx={{ fontSize: '1.15rem' }} />
          {/* Its course and its state here under the name, which so keeps the ticket's width. */}
          <Box sx={{ fontSize: '1rem', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            {item.course && `${translate(`app.course.${item.course}`)} · `}
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                ...(line.fired && { fontWeight: 700, color: line.state === 'READY' ? '#1b5e20' : 'text.primary' }),
              }}
            >
              {line.fired && line.state === 'READY' && <CheckIcon fontSize="small" />}
              {state}
            </Box>
          </Box>
        </Box>
        {next && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {` ${translate('app.stations.tap_next', { next: translate(`app.preparation.state.${next}`) })}`}
          </Box>
        )}
      </ButtonBase>
    </Box>
  );
};
