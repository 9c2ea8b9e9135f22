import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { enumProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { RequiredText } from '../../common/form-fields.js';
import { Trim } from '../../common/transforms.js';

export const PRINTER_STATUSES = ['OK', 'FAILING', 'UNKNOWN'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** An IPv4 address, or a host name of letters, digits and hyphens (RFC 1123) that is not all digits and dots. */
export function isPrinterHost(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 253) return false;
  if (IPV4.test(value)) return true;
  if (/^[\d.]+$/.test(value)) return false;
  return value.split('.').every((label) => HOST_LABEL.test(label));
}

/** A kitchen printer as the back office and the station screens (their banner) read it. */
export class PrinterDto {
  @ApiProperty({ type: 'integer' })
  id!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ description: 'IPv4-Adresse oder Hostname' })
  host!: string;
  @ApiProperty({ type: 'integer' })
  port!: number;
  @nullableProperty('integer', { description: 'null: keiner Station zugeordnet (z. B. weil die Station gelöscht wurde)' })
  stationId!: number | null;
  @ApiProperty()
  enabled!: boolean;
  @enumProperty('PrinterStatus', PRINTER_STATUSES, {
    description: 'FAILING: druckt seit mindestens 30 s nicht (roter Hinweis); UNKNOWN: hat noch nie gedruckt',
  })
  status!: PrinterStatus;
  @timestampProperty({ nullable: true })
  failingSince!: string | null;
  @nullableProperty('string', { description: 'Zuletzt gemeldeter Fehler, z. B. "Drucker nicht erreichbar", "Papier leer"' })
  lastError!: string | null;
  @ApiProperty({ type: 'integer', description: 'Bons, die noch nicht gedruckt sind' })
  waitingBons!: number;
}

export class PrinterInputDto {
  @ApiProperty({ example: 'Küchendrucker' })
  @RequiredText(60, 'Name ist erforderlich')
  name: string;

  @ApiProperty({ example: '192.168.1.50', description: 'IPv4-Adresse oder Hostname des Druckers' })
  @Trim()
  @ValidateBy({
    name: 'printerHost',
    validator: { validate: isPrinterHost, defaultMessage: () => 'muss eine IPv4-Adresse oder ein Hostname sein' },
  })
  host: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 65535, default: 9100 })
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'muss zwischen 1 und 65535 liegen' })
  @Max(65535, { message: 'muss zwischen 1 und 65535 liegen' })
  port?: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Die Station, deren Bons er druckt; null: keine' })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'muss eine Stations-Id oder null sein' })
  @Min(1, { message: 'muss eine Stations-Id oder null sein' })
  @Max(2_147_483_647, { message: 'muss eine Stations-Id oder null sein' })
  stationId: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  enabled?: boolean;
}
