import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, CssBaseline, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Notification, useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router';
import { forgetAuthRefusal, readAuthRefusal } from '../providers/authProvider';

/** react-admin's own login route lives under /admin; the spec's login is /login. */
export const RedirectToLogin = () => <Navigate to="/login" replace />;

/** Team login (spec: fields Benutzername and Passwort, button Login). */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
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
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar sx={{ bgcolor: 'secondary.main' }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.login.title')}
            </Typography>
          </Box>
          {error && <Alert severity="error">{translate(error)}</Alert>}
          <TextField
            label={translate('app.login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            label={translate('app.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending || !username.trim() || !password}
            startIcon={sending ? <CircularProgress size={18} /> : undefined}
          >
            {translate('app.login.submit')}
          </Button>
        </CardContent>
      </Card>
      <Notification />
    </Box>
  );
};
