import { Notification, type NotificationProps } from 'react-admin';
import { useLocation } from 'react-router';

/**
 * The back office's messages ("Gespeichert", errors): at the bottom, as react-admin shows them, but at the top on the
 * kitchen screen, whose tickets keep their buttons at the bottom of the screen where the message would cover them.
 */
export const AppNotification = (props: NotificationProps) => {
  const { pathname } = useLocation();
  const top = pathname.startsWith('/admin/kitchen');
  return <Notification {...props} anchorOrigin={{ vertical: top ? 'top' : 'bottom', horizontal: 'center' }} />;
};
