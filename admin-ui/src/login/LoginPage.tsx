import { Notification, useLocaleState, useLogin, useTranslate } from 'react-admin';
import { isLocale } from '../i18n/languages';
import { Navigate } from 'react-router';
import { LoginForm } from './LoginForm';

/** react-admin's own login route lives under /admin; the spec's login is /login. */
export const RedirectToLogin = () => <Navigate to="/login" replace />;

/** The login inside the loaded back office (after a logout or a refused route): react-admin's login flow. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [locale] = useLocaleState();
  return <LoginForm translate={translate} locale={isLocale(locale) ? locale : 'de'} login={login} footer={<Notification />} />;
};
