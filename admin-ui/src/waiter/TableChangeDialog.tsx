import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StaffTable, TableBill } from '@tischlein/api-types';
import { FormDialogActions } from '../common/FormDialogActions';
import type { AppDataProvider } from '../providers/dataProvider';

interface Props {
  bill: TableBill;
  /** "merge": bring another table's orders here; "move": send one of this table's orders to another table. */
  kind: 'merge' | 'move';
  onClose: () => void;
  onMerge: (fromTableId: number) => void;
  onMove: (orderId: number, toTableId: number) => void;
}

/** "Tische zusammenlegen" or "Bestellung verschieben": pick the other table (and the order). */
export const TableChangeDialog = ({ bill, kind, onClose, onMerge, onMove }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [tables, setTables] = useState<StaffTable[]>([]);
  const [tableId, setTableId] = useState('');
  const orders = [...new Map(bill.guests.flatMap((g) => g.lines).map((l) => [l.orderId, l.orderNumber])).entries()];
  const [orderId, setOrderId] = useState(orders.length === 1 ? String(orders[0][0]) : '');
  useEffect(() => {
    void dataProvider.getStaffOrderTables().then((all) => setTables(all.filter((t) => t.tableId !== bill.tableId)));
  }, [dataProvider, bill.tableId]);
  const valid = tableId !== '' && (kind === 'merge' || orderId !== '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          if (kind === 'merge') onMerge(Number(tableId));
          else onMove(Number(orderId), Number(tableId));
        }}
      >
        <DialogTitle>{translate(kind === 'merge' ? 'app.bill.merge' : 'app.bill.move')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {kind === 'move' && (
            <TextField select label={translate('app.bill.move_order')} value={orderId} onChange={(e) => setOrderId(e.target.value)}>
              {orders.map(([id, number]) => (
                <MenuItem key={id} value={String(id)}>
                  {translate('app.service.order', { number })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label={translate(kind === 'merge' ? 'app.bill.merge_from' : 'app.bill.move_to')}
            value={tableId}
            onChange={(e) => setTableId(e.target.value)}
          >
            {tables.map((table) => (
              <MenuItem key={table.tableId} value={String(table.tableId)}>
                {translate('app.order.table', { number: table.tableNumber })}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <FormDialogActions onClose={onClose} submitLabel={kind === 'merge' ? 'app.bill.merge' : 'app.bill.move'} disabled={!valid} />
      </form>
    </Dialog>
  );
};
