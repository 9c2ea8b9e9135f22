import EmailIcon from '@mui/icons-material/Email';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemIcon,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { resetBrowser } from './resetBrowser';
import { supportLinks, type SupportLink } from './supportLinks';

const LINK_ICONS: Record<SupportLink['kind'], ReactElement> = { email: <EmailIcon />, phone: <PhoneIcon />, website: <LanguageIcon /> };

/** Spec 2 (admin help dialog): intro, texts for users and about the app, support links, and the reset. */
export const HelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['app-metadata', 'support'],
    queryFn: () => dataProvider.getSupportContact(),
    enabled: open,
    retry: false,
  });
  const links = supportLinks(data);

  const reset = () => {
    notify('app.help.resetting', { type: 'info', autoHideDuration: 2200 });
    resetBrowser();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="help-dialog-title">
      <DialogTitle id="help-dialog-title">{translate('app.help.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{translate('app.help.intro')}</Typography>
          <HelpSection title={translate('app.help.users_title')} text={translate('app.help.users_text')} />
          <HelpSection title={translate('app.help.app_title')} text={translate('app.help.app_text')} />
          <section aria-labelledby="help-support-title">
            <Typography id="help-support-title" variant="subtitle1" component="h3">
              {translate('app.help.support_title')}
            </Typography>
            {links.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('app.help.no_support')}
              </Typography>
            ) : (
              <List dense>
                {links.map((link) => (
                  <ListItem key={link.kind} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>{LINK_ICONS[link.kind]}</ListItemIcon>
                    <Link href={link.href} target={link.kind === 'website' ? '_blank' : undefined} rel="noreferrer">
                      {link.label}
                    </Link>
                  </ListItem>
                ))}
              </List>
            )}
          </section>
          <HelpSection title={translate('app.help.reset_title')} text={translate('app.help.reset_text')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="warning" startIcon={<RestartAltIcon />} onClick={reset}>
          {translate('app.help.reset')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('app.settings.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const HelpSection = ({ title, text }: { title: string; text: string }) => (
  <section>
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    <Typography variant="body2">{text}</Typography>
  </section>
);
