import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { imageFileProblem } from '../common/images';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Product } from './product.types';

const TOAST_MS = 2200;

/** The dialog's picture: a chosen file waits for the save; removing a stored image happens at once (spec 8). */
export function useProductImage(product: Product | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removedFor, setRemovedFor] = useState<Identifier | null>(null);
  const imageUrl = product && removedFor !== product.id ? product.imageUrl : null;

  const choose = (file: File) => {
    const problem = imageFileProblem(file);
    setError(problem);
    if (!problem) setPendingFile(file);
  };

  const remove = async () => {
    setError(null);
    if (pendingFile) return setPendingFile(null);
    if (!product || !imageUrl) return;
    setRemoving(true);
    try {
      await dataProvider.removeProductImage(product.id);
      setRemovedFor(product.id);
      notify('app.products.notify.image_removed', { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
    } catch {
      notify('app.products.notify.image_remove_failed', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setRemoving(false);
    }
  };

  /** Uploads the chosen file for the saved product. */
  const upload = async (saved: Product) => {
    if (!pendingFile) return;
    await dataProvider.uploadProductImage(saved.id, pendingFile);
    setPendingFile(null);
  };

  return { imageUrl, pendingFile, error, removing, choose, remove, upload };
}
