import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { saveUiSettings, useUiSettings, type Density, type ThemeMode } from '../common/uiSettings';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled row of exclusive toggle buttons. */
function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  const labelId = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} component="h3" variant="subtitle2">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={value}
        onChange={(_, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: 2.5, textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** Theme light/dark and density comfortable/compact, applied as soon as they are chosen. */
export const LookControls = () => {
  const translate = useTranslate();
  const { theme, density } = useUiSettings();
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Choice<ThemeMode>
        label={translate('app.ui_settings.theme')}
        value={theme}
        options={[
          { value: 'light', label: translate('app.ui_settings.theme_light') },
          { value: 'dark', label: translate('app.ui_settings.theme_dark') },
        ]}
        onChange={(next) => saveUiSettings({ theme: next })}
      />
      <Choice<Density>
        label={translate('app.ui_settings.density')}
        value={density}
        options={[
          { value: 'comfortable', label: translate('app.ui_settings.density_comfortable') },
          { value: 'compact', label: translate('app.ui_settings.density_compact') },
        ]}
        onChange={(next) => saveUiSettings({ density: next })}
      />
    </Stack>
  );
};
