import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Product } from './product.types';

const TOAST_MS = 2200;

/** Asks, then archives the product (DELETE …/{id}, spec 4): "Gelöscht" or "Löschen fehlgeschlagen.". */
export const DeleteProductDialog = ({ product, onClose }: { product: Product; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.delete<Product>('products', { id: product.id, previousData: product });
      notify('app.products.notify.deleted', { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
    } catch {
      notify('app.products.notify.delete_failed', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Confirm
      isOpen
      loading={pending}
      title={translate('app.products.delete_title', { name: product.name })}
      content={translate('app.products.delete_content')}
      confirm="app.products.delete"
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};
