import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMuted } from './sound';

interface Props {
  /** The kitchen screen's size, read from arm's length, in the header's colour. */
  large?: boolean;
  sx?: SxProps<Theme>;
}

/** The sound switch (the same one on every screen that beeps); its name says what a press does. */
export const MuteButton = ({ large, sx }: Props) => {
  const translate = useTranslate();
  const [muted, setMuted] = useMuted();
  const label = translate(muted ? 'app.orders.unmute' : 'app.orders.mute');
  const fontSize = large ? 'large' : undefined;
  return (
    <Tooltip title={label}>
      <IconButton color={large ? 'inherit' : undefined} aria-label={label} aria-pressed={muted} onClick={() => setMuted(!muted)} sx={sx}>
        {muted ? <VolumeOffIcon fontSize={fontSize} /> : <VolumeUpIcon fontSize={fontSize} />}
      </IconButton>
    </Tooltip>
  );
};
