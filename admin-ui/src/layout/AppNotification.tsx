import { Notification, type NotificationProps } from 'react-admin';
import { useLocation } from 'react-router';

/** The boards: the kitchen screen and each station's screen (not the stations' settings list). */
const BOARD = /^\/admin\/(kitchen|stations\/[^/]+)\/?$/;

/**
 * The back office's messages ("Gespeichert", errors): at the bottom, as react-admin shows them, but at the top on the
 * kitchen and station screens, whose tickets keep their buttons at the bottom of the screen where the message would
 * cover them.
 */
export const AppNotification = (props: NotificationProps) => {
  const { pathname } = useLocation();
  const top = BOARD.test(pathname);
  return <Notification {...props} anchorOrigin={{ vertical: top ? 'top' : 'bottom', horizontal: 'center' }} />;
};
