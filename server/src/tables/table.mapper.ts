import type { DiningTable } from './dining-table.entity.js';
import type { TableDto } from './dto/table.dto.js';

/** The link a guest's phone opens when scanning the table's QR code. */
export function orderUrl(publicUrl: string, qrCode: string): string {
  return `${publicUrl}/order/start?table=${encodeURIComponent(qrCode)}`;
}

/** What a printed code says about its table: "Tisch 5", with its name if it has one ("Tisch 5 · Fensterplatz"). */
export function tableCaption(table: Pick<DiningTable, 'tableNumber' | 'name'>): string {
  return table.name ? `Tisch ${table.tableNumber} · ${table.name}` : `Tisch ${table.tableNumber}`;
}

export function toTableDto(table: DiningTable, publicUrl: string): TableDto {
  return {
    tableId: table.id,
    tableNumber: table.tableNumber,
    name: table.name,
    area: table.area,
    seatingCapacity: table.seatingCapacity,
    qrCode: table.qrCode,
    active: table.active,
    createdAt: table.createdAt.toISOString(),
    updatedAt: table.updatedAt.toISOString(),
    orderUrl: orderUrl(publicUrl, table.qrCode),
  };
}
