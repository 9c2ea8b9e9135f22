import { useState } from 'react';
import { useDataProvider, useLogout, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router';
import { homePath, isAdmin, mayUseKitchen, storeToken } from '../providers/token';
import { isOwnAccount } from './ownAccount';
import { readServerError, type ServerError } from '../common/serverError';
import type { SavedStaffMember, StaffMember } from './staff.types';
import { toStaffPayload, type StaffFormValues } from './staffForm';

const TOAST_MS = 2200;

/** Saves and deletes accounts; reports with the spec's texts, or with the server's message when it refuses. */
export function useStaffActions() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const logout = useLogout();
  const [pending, setPending] = useState(false);

  /** One's own account changed: keep working with the fresh token, and leave the admin pages when ADMIN is gone. */
  const afterOwnChange = (saved: SavedStaffMember) => {
    if (saved.jwt) storeToken(saved.jwt);
    if (isAdmin(saved.roles)) return;
    if (mayUseKitchen(saved.roles)) navigate(homePath(saved.roles));
    else void logout();
  };

  /** Creates (no member) or updates the account; answers the server's complaint, or null when saved. */
  const save = async (values: StaffFormValues, member?: StaffMember): Promise<ServerError | null> => {
    setPending(true);
    try {
      if (member) {
        const payload = toStaffPayload(values, 'edit');
        const { data } = await dataProvider.update<SavedStaffMember>('staff', { id: member.id, data: payload, previousData: member });
        if (isOwnAccount(member)) afterOwnChange(data);
      } else {
        await dataProvider.create<StaffMember>('staff', { data: toStaffPayload(values, 'create') });
      }
      notify(member ? 'app.staff.saved' : 'app.staff.created', { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
      return null;
    } catch (error) {
      return readServerError(error);
    } finally {
      setPending(false);
    }
  };

  const remove = async (member: StaffMember): Promise<boolean> => {
    setPending(true);
    try {
      await dataProvider.delete<StaffMember>('staff', { id: member.id, previousData: member });
      notify('app.staff.deleted', { type: 'success', autoHideDuration: TOAST_MS });
      return true;
    } catch (error) {
      // The server says why (own account, last admin): that is the message to show.
      const message = readServerError(error).message ?? 'app.staff.delete_failed';
      notify(message, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: { _: message } });
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  };

  return { save, remove, pending };
}
