import HelpIcon from '@mui/icons-material/HelpOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HelpDialog } from './HelpDialog';

/** The app bar's help button (spec 2, admin help dialog), on every back-office screen. */
export const HelpButton = ({ fontSize }: { fontSize?: 'large' }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.help.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <HelpIcon fontSize={fontSize} />
        </IconButton>
      </Tooltip>
      <HelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
