import type { TranslateFunction } from 'react-admin';

/** A role as people say it ("Service" for WAITER), in the UI's language; a role the app does not know keeps its code. */
export const roleName = (translate: TranslateFunction, role: string) => translate(`app.roles.${role}`, { _: role });

/** One line on what the role may do; empty for a role the app does not know. */
export const roleLine = (translate: TranslateFunction, role: string) => translate(`app.roles.${role}_line`, { _: '' });
