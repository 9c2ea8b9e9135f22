import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DateField } from '../common/DateField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isIsoDate, PRESETS, type Preset, type RangeChoice } from './dateRange';

interface Props {
  choice: RangeChoice;
  onPreset: (preset: Preset) => void;
  onRange: (from: string, to: string) => void;
}

/** Presets (today … this year) and two date fields; while Von is after Bis, the last valid range stays. */
export const RangePicker = ({ choice, onPreset, onRange }: Props) => {
  const translate = useTranslate();
  // The fields' own text: a half-typed or reversed range stays in the fields until it is valid.
  const [draft, setDraft] = useState({ from: choice.from, to: choice.to });
  const [shown, setShown] = useState(choice);
  if (shown.from !== choice.from || shown.to !== choice.to) {
    setShown(choice);
    setDraft({ from: choice.from, to: choice.to });
  }
  const reversed = isIsoDate(draft.from) && isIsoDate(draft.to) && draft.from > draft.to;
  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) onRange(next.from, next.to);
  };
  return (
    <Box
      role="group"
      aria-label={translate('app.reporting.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice.preset}
        onChange={(_, preset: Preset | null) => preset && onPreset(preset)}
        aria-label={translate('app.reporting.range.presets')}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset} sx={{ textTransform: 'none' }}>
            {translate(`app.reporting.preset.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((field) => (
          <DateField
            key={field}
            label={translate(`app.reporting.range.${field}`)}
            value={draft[field]}
            onChange={(day) => change(field, day)}
            error={reversed}
            helperText={reversed && field === 'from' ? translate('app.reporting.range.from_after_to') : undefined}
          />
        ))}
      </Box>
    </Box>
  );
};
