import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { enumProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { DigitsToNumber } from '../../common/transforms.js';
import { BON_KINDS, type BonKind } from '../bon.js';
import { PRINT_JOB_STATUSES, type PrintJobStatus } from '../print-job.entity.js';

/** One bon sent (or waiting to be sent) to one printer, with the text it prints. */
export class PrintJobDto {
  @ApiProperty({ type: 'integer' })
  id!: number;
  @ApiProperty({ type: 'integer' })
  printerId!: number;
  @ApiProperty()
  printerName!: string;
  @nullableProperty('integer')
  orderId!: number | null;
  @enumProperty('BonKind', BON_KINDS, {
    description: 'ORDER: neue Bestellung; CHANGE: Storno, Neu, Notiz; FIRE: Gang abrufen; TEST: Testdruck',
  })
  kind!: BonKind;
  @enumProperty('PrintJobStatus', PRINT_JOB_STATUSES)
  status!: PrintJobStatus;
  @ApiProperty({ type: 'integer', description: 'Sendeversuche' })
  attempts!: number;
  @timestampProperty()
  createdAt!: string;
  @timestampProperty({ nullable: true })
  printedAt!: string | null;
  @nullableProperty('string')
  lastError!: string | null;
  @nullableProperty('integer', { description: 'Nachdruck: der nachgedruckte Bon' })
  reprintOf!: number | null;
  @ApiProperty({ type: [String], description: 'Die Zeilen, die der Bon druckt' })
  text!: string[];
}

const ID_MESSAGE = 'muss eine gültige Id sein';

export class PrintJobQueryDto {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @DigitsToNumber()
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  orderId?: number;

  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @DigitsToNumber()
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  printerId?: number;
}
