import { useRef, useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { failureText, fieldErrorsOf } from './serverError';
import { type MoveDirection, moveInOrder } from './sortOrder';
import { reorderButtonKey } from './RecordButtons';

const TOAST_MS = 2200;

/** Field name → the server's message for it. */
export type FieldErrors = Record<string, string>;

/**
 * Create, replace and delete for the catalogue screens (menu types, categories, extras), reported with the
 * spec's texts ("Angelegt", "Gespeichert", "Gelöscht"; "Speichern fehlgeschlagen", "Löschen fehlgeschlagen"
 * followed by the server's reason). `onChanged` reloads the list. Where the server may keep a record it was
 * asked to delete and only deactivate it (an extra still in a basket answers `deleted: false`), `keptMessage`
 * says so instead of "Gelöscht".
 */
export function useCatalogueMutations(resource: string, onChanged: () => unknown, keptMessage?: string) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const tell = (message: string, type: 'success' | 'error' | 'info') => notify(message, { type, autoHideDuration: TOAST_MS });

  /** Saves a new (`id` undefined) or changed record; answers null when saved, else the field errors to show. */
  const save = async (id: Identifier | undefined, data: object, successKey?: string): Promise<FieldErrors | null> => {
    setPending(true);
    try {
      if (id === undefined) await dataProvider.create(resource, { data });
      else await dataProvider.update(resource, { id, data, previousData: { id } });
      tell(translate(successKey ?? (id === undefined ? 'app.catalogue.created' : 'app.catalogue.saved')), 'success');
      onChanged();
      return null;
    } catch (error) {
      tell(failureText(translate('app.catalogue.save_failed'), error), 'error');
      return fieldErrorsOf(error);
    } finally {
      setPending(false);
    }
  };

  /** Deletes a record and says what became of it. */
  const remove = async (record: RaRecord): Promise<void> => {
    setPending(true);
    try {
      const { data } = await dataProvider.delete<RaRecord & { deleted?: boolean }>(resource, { id: record.id, previousData: record });
      tell(translate(data.deleted === false && keptMessage ? keptMessage : 'app.catalogue.deleted'), 'success');
      onChanged();
    } catch (error) {
      tell(failureText(translate('app.catalogue.delete_failed'), error), 'error');
    } finally {
      setPending(false);
    }
  };

  return { save, remove, pending };
}

/**
 * Moves one entry of an ordered list a place up or down by sending the whole new order (`send`) in one call,
 * reloads the list, says where the entry is now and puts the focus back on the button that moved it.
 */
export function useReorder<T extends { id: Identifier; name: string }>(
  send: (ids: Identifier[], moved: T) => Promise<unknown>,
  reload: () => Promise<unknown>,
) {
  const notify = useNotify();
  const translate = useTranslate();
  // A ref, not state: the buttons stay enabled (a disabled button drops the focus); a click meanwhile is ignored.
  const pending = useRef(false);

  const move = async (list: readonly T[], index: number, direction: MoveDirection) => {
    if (pending.current) return;
    const entry = list[index];
    const ids = moveInOrder(list, index, direction).map((item) => item.id);
    pending.current = true;
    try {
      await send(ids, entry);
      await reload();
      notify(translate('app.catalogue.moved', { name: entry.name, position: ids.indexOf(entry.id) + 1 }), {
        type: 'info',
        autoHideDuration: TOAST_MS,
      });
    } catch (error) {
      notify(failureText(translate('app.catalogue.move_failed'), error), { type: 'error', autoHideDuration: TOAST_MS });
      await reload();
    } finally {
      pending.current = false;
      focusAfterMove(entry.id, direction);
    }
  };

  return { move };
}

/**
 * The same button again, or the other one when the entry reached the end of the list: re-sorting moves the
 * entry's elements, which drops the focus. A short wait lets the reloaded list render first.
 */
function focusAfterMove(id: Identifier, direction: MoveDirection) {
  setTimeout(() => {
    const button = (dir: MoveDirection) =>
      document.querySelector<HTMLButtonElement>(`[data-reorder="${CSS.escape(reorderButtonKey(id, dir))}"]:not([disabled])`);
    (button(direction) ?? button(direction === -1 ? 1 : -1))?.focus();
  }, 50);
}
