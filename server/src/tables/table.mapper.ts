import type { DiningTable } from './dining-table.entity.js';
import type { TableDto } from './dto/table.dto.js';

/** The link a guest's phone opens when scanning the table's QR code. */
export function orderUrl(publicUrl: string, qrCode: string): string {
  return `${publicUrl}/order/start?table=${encodeURIComponent(qrCode)}`;
}

export function toTableDto(table: DiningTable, publicUrl: string): TableDto {
  return {
    tableId: table.id,
    tableNumber: table.tableNumber,
    seatingCapacity: table.seatingCapacity,
    qrCode: table.qrCode,
    active: table.active,
    createdAt: table.createdAt.toISOString(),
    updatedAt: table.updatedAt.toISOString(),
    orderUrl: orderUrl(publicUrl, table.qrCode),
  };
}
