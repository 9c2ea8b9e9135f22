import { Chip, type ChipProps, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LinePreparation, PreparationState } from '@tischlein/api-types';

const COLORS: Record<PreparationState, ChipProps['color']> = { TO_PREPARE: 'warning', READY: 'success', SERVED: 'default' };

/** Where one order line stands at each station it went to ("Küche: Fertig"); nothing before it reaches one. */
export const PreparationChips = ({ preparation, stationNames }: { preparation: LinePreparation[]; stationNames: Map<number, string> }) => {
  const translate = useTranslate();
  if (preparation.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {preparation.map((p) => (
        <Chip
          key={p.stationId}
          size="small"
          variant={p.state === 'SERVED' || !p.fired ? 'outlined' : 'filled'}
          color={p.fired ? COLORS[p.state] : 'default'}
          data-testid="preparation-chip"
          label={`${stationNames.get(p.stationId) ?? '…'}: ${translate(p.fired ? `app.preparation.state.${p.state}` : 'app.preparation.held')}`}
        />
      ))}
    </Stack>
  );
};
