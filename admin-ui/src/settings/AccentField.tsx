import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isCssColor, toHexColor } from '../common/cssColor';
import { DEFAULT_ACCENT, saveUiSettings, useUiSettings } from '../common/uiSettings';

/** The accent colour: typed (hex or CSS colour name) or picked; every valid colour applies at once. */
export const AccentField = () => {
  const translate = useTranslate();
  const { accent } = useUiSettings();
  const [text, setText] = useState(accent);
  const valid = isCssColor(text);

  const apply = (value: string) => {
    setText(value);
    if (isCssColor(value)) saveUiSettings({ accent: value.trim() });
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
      <TextField
        label={translate('app.ui_settings.accent')}
        value={text}
        onChange={(e) => apply(e.target.value)}
        error={!valid}
        helperText={translate(valid ? 'app.ui_settings.accent_hint' : 'app.ui_settings.accent_invalid')}
        variant="outlined"
        fullWidth={false}
        sx={{ flex: '1 1 220px' }}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={translate('app.ui_settings.accent_picker')}
        value={toHexColor(accent) ?? DEFAULT_ACCENT.toLowerCase()}
        onChange={(e: ChangeEvent<HTMLInputElement>) => apply(e.target.value)}
        sx={{
          width: 56,
          height: 40,
          mt: 1,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
      <Button startIcon={<RestartAltIcon />} onClick={() => apply(DEFAULT_ACCENT)} sx={{ mt: 1.25 }}>
        {translate('app.ui_settings.accent_default')}
      </Button>
    </Stack>
  );
};
