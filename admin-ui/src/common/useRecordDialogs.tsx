import { useState } from 'react';
import { Confirm, type RaRecord } from 'react-admin';

/** The record in a list's create/edit dialog and the one waiting for its delete to be confirmed. */
export function useRecordDialogs<T extends RaRecord>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    dialogOpen: editing !== null,
    /** The record in the dialog; undefined for a new one. */
    edited: editing === 'new' || editing === null ? undefined : editing,
    create: () => setEditing('new'),
    edit: (record: T) => setEditing(record),
    closeDialog: () => setEditing(null),
    deleting,
    askToDelete: (record: T) => setDeleting(record),
    stopDeleting: () => setDeleting(null),
  };
}

interface ConfirmDeleteProps<T extends RaRecord & { name: string }> {
  deleting: T | null;
  pending: boolean;
  onDelete: (record: T) => Promise<void>;
  onClose: () => void;
}

/** "Wirklich löschen?" for the record waiting for it, by name. */
export function ConfirmDelete<T extends RaRecord & { name: string }>({ deleting, pending, onDelete, onClose }: ConfirmDeleteProps<T>) {
  return (
    <Confirm
      isOpen={!!deleting}
      title="app.catalogue.confirm_delete"
      content="app.catalogue.confirm_delete_content"
      translateOptions={{ name: deleting?.name ?? '' }}
      loading={pending}
      onClose={onClose}
      onConfirm={async () => {
        if (deleting) await onDelete(deleting);
        onClose();
      }}
    />
  );
}
