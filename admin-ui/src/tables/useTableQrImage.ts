import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DiningTable } from './table.types';

/** The table's QR code as a PNG object URL, fetched with the staff token; a new code fetches a new image. */
export function useTableQrImage(table: DiningTable | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['tables', 'qr', table?.id, table?.qrCode],
    queryFn: () => dataProvider.getTableQr(table!.id, 'png'),
    enabled: !!table?.active,
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: query.isPending && !!table?.active, error: query.error };
}
