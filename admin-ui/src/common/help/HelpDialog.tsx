import MenuBookIcon from '@mui/icons-material/MenuBook';
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
import { useNotify, useTranslate } from 'react-admin';
import { resetBrowser } from './resetBrowser';

/** The product's documentation (served by the server itself, so it is there on a restaurant's own network too). */
const PRODUCT_DOCS = [
  { key: 'readme', href: '/api/product-docs/readme' },
  { key: 'deployment', href: '/api/product-docs/deployment' },
  { key: 'security', href: '/api/product-docs/security' },
  { key: 'reliability', href: '/api/product-docs/reliability' },
  { key: 'rksv', href: '/api/product-docs/rksv' },
  { key: 'stations', href: '/api/product-docs/stations' },
  { key: 'api', href: '/api/docs' },
];

/** Spec 2 (admin help dialog): intro, texts for users and about the app, the product's documentation, and the reset. */
export const HelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();

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
            <Typography variant="body2">{translate('app.help.docs_intro')}</Typography>
            <List dense>
              {PRODUCT_DOCS.map((doc) => (
                <ListItem key={doc.key} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <MenuBookIcon />
                  </ListItemIcon>
                  <Link href={doc.href} target="_blank" rel="noreferrer">
                    {translate(`app.help.docs_${doc.key}`)}
                  </Link>
                </ListItem>
              ))}
            </List>
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
