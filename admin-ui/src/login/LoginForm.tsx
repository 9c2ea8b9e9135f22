import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  CssBaseline,
  FormControl,
  FilledInput,
  InputLabel,
  NativeSelect,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LANGUAGES, type Locale } from '../i18n/languages';
import { saveLanguage } from '../i18n/savedLanguage';
import { forgetAuthRefusal, readAuthRefusal } from '../providers/authProvider';
import { useRestaurantName } from './restaurantName';

/** The product's name, above the restaurant's. */
const PRODUCT_NAME = 'Tischlein';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginFormProps {
  translate: (key: string) => string;
  /** The language the form is in; choosing another saves it and loads the page in it. */
  locale: Locale;
  /** Logs in and moves on; rejects with an Error whose message is an `app.*` text key. */
  login: (credentials: Credentials) => Promise<unknown>;
  /** Called as the user types (the standalone login starts fetching the back office then). */
  onTyping?: () => void;
  /** Shown below the card (react-admin's notifications, when the back office hosts the form). */
  footer?: ReactNode;
}

interface LoginFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A required text field as MUI's TextField draws it with react-admin's theme defaults (filled, dense, small,
 * full width), built from its parts: TextField itself brings Select, Menu and Popover along, a third of the
 * login page's script.
 */
const LoginField = ({ label, onChange, ...input }: LoginFieldProps) => {
  const id = useId();
  return (
    <FormControl required variant="filled" margin="dense" size="small" fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <FilledInput id={id} fullWidth onChange={(e) => onChange(e.target.value)} {...input} />
    </FormControl>
  );
};

/**
 * Team login (spec: fields Benutzername and Passwort, button Login). It needs neither react-admin nor the
 * router, so the login page can show before the back office has loaded.
 */
export const LoginForm = ({ translate, locale, login, onTyping, footer }: LoginFormProps) => {
  const restaurantName = useRestaurantName();
  const languageId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Why the user was sent here, if they were: shown from the first render, then forgotten.
  const [error, setError] = useState<string | null>(readAuthRefusal);
  const [sending, setSending] = useState(false);
  useEffect(forgetAuthRefusal, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setSending(true);
    setError(null);
    try {
      await login({ username: username.trim(), password });
    } catch (e) {
      setError(e instanceof Error && e.message.startsWith('app.') ? e.message : 'app.login.failed');
      setSending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      {/* The page has no react-admin layout: the theme's page colour and margins come from here. */}
      <CssBaseline />
      <Card component="main" sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent component="form" onSubmit={submit} onInput={onTyping} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar sx={{ bgcolor: 'secondary.main' }}>
              <LockIcon />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }} data-testid="login-product">
                {PRODUCT_NAME}
              </Typography>
              <Typography variant="h5" component="h1">
                {translate('app.login.title')}
              </Typography>
              {/* The line is kept while the name loads, so nothing moves when it comes. */}
              <Typography variant="subtitle1" color="text.secondary" sx={{ minHeight: '1.75em' }} data-testid="login-restaurant">
                {/* A restaurant that has not named itself is called by the product's name, already shown above. */}
                {restaurantName !== PRODUCT_NAME && restaurantName}
              </Typography>
            </Box>
          </Box>
          <FormControl size="small" sx={{ justifySelf: 'end' }}>
            <InputLabel variant="standard" htmlFor={languageId}>
              {translate('app.login.language')}
            </InputLabel>
            <NativeSelect
              id={languageId}
              value={locale}
              onChange={(event) => {
                saveLanguage(event.target.value as Locale);
                window.location.reload();
              }}
            >
              {LANGUAGES.map((language) => (
                <option key={language.locale} value={language.locale} lang={language.locale}>
                  {language.name}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {error && <Alert severity="error">{translate(error)}</Alert>}
          <LoginField
            label={translate('app.login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={setUsername}
          />
          <LoginField
            label={translate('app.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            // In the form's language as written ("Login", "Войти"), not in capitals.
            sx={{ textTransform: 'none' }}
            disabled={sending || !username.trim() || !password}
            startIcon={sending ? <CircularProgress size={18} /> : undefined}
          >
            {translate('app.login.submit')}
          </Button>
        </CardContent>
      </Card>
      {footer}
    </Box>
  );
};
