import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { StaffMember } from './staff.types';
import { StaffFormDialog } from './StaffFormDialog';
import { useStaffActions } from './useStaffActions';

type OpenDialog = { kind: 'create' } | { kind: 'edit'; member: StaffMember } | { kind: 'delete'; member: StaffMember };

/** The staff screen's dialogs: create, edit, and the confirmation before a delete. */
export function useStaffDialogs() {
  const { save, remove, pending } = useStaffActions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const element = dialog && (
    <>
      {dialog.kind !== 'delete' && (
        <StaffFormDialog
          key={dialog.kind === 'edit' ? dialog.member.id : 'new'}
          member={dialog.kind === 'edit' ? dialog.member : undefined}
          saving={pending}
          onClose={close}
          onSave={(values) => save(values, dialog.kind === 'edit' ? dialog.member : undefined)}
        />
      )}
      {dialog.kind === 'delete' && (
        <Confirm
          isOpen
          loading={pending}
          title="app.staff.delete_title"
          content="app.staff.delete_content"
          translateOptions={{ name: dialog.member.username }}
          confirm="app.staff.delete"
          cancel="app.action.abort"
          confirmColor="warning"
          onConfirm={async () => {
            await remove(dialog.member);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );

  return {
    openCreate: () => setDialog({ kind: 'create' }),
    openEdit: (member: StaffMember) => setDialog({ kind: 'edit', member }),
    askDelete: (member: StaffMember) => setDialog({ kind: 'delete', member }),
    element,
  };
}
