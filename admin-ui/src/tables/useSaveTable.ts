import { useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { DiningTable } from './table.types';
import { serverFieldErrors, toTableInput } from './tableForm';
import { tableDetailPath } from './tablePaths';

export interface TableFormValues {
  tableNumber: number | null;
  seatingCapacity: number | null;
  name: string | null;
  area: string | null;
}

/**
 * Saves the table form (POST, or PUT with tableId) and opens the table's detail page with
 * "Tisch {n} angelegt./aktualisiert.". On failure it says "Speichern fehlgeschlagen. Bitte Eingaben prüfen."
 * and answers the server's field errors, which the form shows under its fields.
 */
export function useSaveTable(existing?: DiningTable) {
  const [create] = useCreate<DiningTable>();
  const [update] = useUpdate<DiningTable>();
  const notify = useNotify();
  const navigate = useNavigate();

  return async (values: TableFormValues): Promise<Record<string, string> | undefined> => {
    const input = toTableInput(values);
    try {
      const saved = (
        existing
          ? await update(
              'tables',
              { id: existing.id, data: { tableId: existing.tableId, ...input }, previousData: existing },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : await create('tables', { data: input }, { returnPromise: true })
      ) as DiningTable;
      notify(existing ? 'app.tables.updated' : 'app.tables.created', {
        type: 'success',
        messageArgs: { number: saved.tableNumber },
      });
      navigate(tableDetailPath(saved.id));
      return undefined;
    } catch (error) {
      notify('app.tables.save_failed', { type: 'error' });
      return serverFieldErrors(error);
    }
  };
}
