import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQuery } from '../../common/list-query.js';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATUSES, type OrderStatus, type OrderType, type PaymentStatus } from '../order-status.js';
import { Trim } from '../../common/transforms.js';

export const ORDER_SORT_FIELDS = ['submittedAt', 'orderNumber', 'grossAmount', 'updatedAt', 'createdAt', 'tableNumber', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** `table=none` (or `takeaway`) selects orders without a table. */
export const NO_TABLE = 'none';

/** ISO date (a whole day in the restaurant's time zone) or date-time (with or without offset; without = that zone's time). */
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A repeated parameter or a comma list, as one list of trimmed, non-empty values. */
const toList =
  (upperCase: boolean) =>
  ({ value }: { value: unknown }) => {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every((v): v is string => typeof v === 'string')) return value;
    return values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => (upperCase ? v.toUpperCase() : v));
  };

const toTableList = ({ value }: { value: unknown }) => {
  const list = toList(false)({ value });
  if (!Array.isArray(list)) return list;
  return list.map((v: string) => (v.toLowerCase() === 'takeaway' ? NO_TABLE : v.toLowerCase()));
};

export class OrderListQueryDto extends ListQuery({
  sortFields: ORDER_SORT_FIELDS,
  sortExample: 'submittedAt,asc',
  size: { max: 1000, default: 12 },
}) {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus', isArray: true, description: 'repeated or comma list' })
  @IsOptional()
  @Transform(toList(true))
  @IsArray({ message: 'muss eine Liste von Status sein' })
  @ArrayMaxSize(ORDER_STATUSES.length, { message: 'zu viele Werte' })
  @IsIn(ORDER_STATUSES, { each: true, message: `erlaubt: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus[];

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', description: 'PENDING: not paid yet; PAID' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'muss PENDING oder PAID sein' })
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({ enum: ORDER_TYPES, enumName: 'OrderType', isArray: true, description: 'repeated or comma list' })
  @IsOptional()
  @Transform(toList(true))
  @IsArray({ message: 'muss eine Liste von Bestellarten sein' })
  @ArrayMaxSize(ORDER_TYPES.length, { message: 'zu viele Werte' })
  @IsIn(ORDER_TYPES, { each: true, message: `erlaubt: ${ORDER_TYPES.join(', ')}` })
  type?: OrderType[];

  @ApiPropertyOptional({ type: [String], description: `table numbers, repeated or comma list; "${NO_TABLE}" = without table (takeaway)` })
  @IsOptional()
  @Transform(toTableList)
  @IsArray({ message: 'muss eine Liste von Tischnummern sein' })
  @ArrayMaxSize(500, { message: 'höchstens 500 Tische' })
  @Matches(new RegExp(`^(\\d{1,9}|${NO_TABLE})$`), { each: true, message: `muss eine Tischnummer oder "${NO_TABLE}" sein` })
  table?: string[];

  @ApiPropertyOptional({ description: 'order number (prefix), table number or invoice number' })
  @IsOptional()
  @IsString({ message: 'muss ein Text sein' })
  @Trim()
  @MaxLength(100, { message: 'darf höchstens 100 Zeichen lang sein' })
  q?: string;

  @ApiPropertyOptional({
    example: '2025-01-01',
    description: "ISO date (in the restaurant's time zone, app info; default Europe/Vienna) or date-time; submittedAt from",
  })
  @IsOptional()
  @IsString({ message: 'muss ein Datum sein' })
  @Matches(ISO_DATE_OR_TIME, { message: 'muss ein Datum (JJJJ-MM-TT) oder Zeitpunkt (ISO 8601) sein' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: "ISO date (inclusive, whole day in the restaurant's time zone) or date-time" })
  @IsOptional()
  @IsString({ message: 'muss ein Datum sein' })
  @Matches(ISO_DATE_OR_TIME, { message: 'muss ein Datum (JJJJ-MM-TT) oder Zeitpunkt (ISO 8601) sein' })
  to?: string;
}
