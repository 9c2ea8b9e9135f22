import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../../reports/report-dates.js';
import { RKSV_ID_PATTERN } from '../rksv-code.js';
import { RECEIPT_KINDS, type ReceiptKind } from '../rksv-receipt.entity.js';

/** Putting the register into operation (Inbetriebnahme): its Kassen-ID, as registered in FinanzOnline. */
export class CommissionRegisterDto {
  @ApiProperty({ example: 'KASSE-1', description: 'Kassen-ID: 1–40 Zeichen, Buchstaben, Ziffern, „.“, „:“ und „-“ (kein „_“)' })
  @Matches(RKSV_ID_PATTERN, { message: 'muss 1–40 Zeichen aus Buchstaben, Ziffern, „.“, „:“ und „-“ haben (kein „_“)' })
  cashRegisterId: string;
}

/** The receipts staff may make by hand. */
export const MANUAL_RECEIPTS = ['NULL', 'TRAINING'] as const;

export class ManualReceiptDto {
  @ApiProperty({ enum: MANUAL_RECEIPTS, description: 'NULL: Nullbeleg; TRAINING: Trainingsbeleg' })
  @IsIn(MANUAL_RECEIPTS, { message: 'muss NULL oder TRAINING sein' })
  kind: (typeof MANUAL_RECEIPTS)[number];
}

export class TrainingModeDto {
  @ApiProperty()
  @IsBoolean({ message: 'muss true oder false sein' })
  on: boolean;
}

const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: (value) => isCalendarDate(value), defaultMessage: () => 'muss ein Datum im Format JJJJ-MM-TT sein' },
  });

/** The receipts of the local days from..to, both included; without them, all. */
export class DepQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @IsCalendarDate()
  to?: string;
}

export class RksvReceiptDto {
  @ApiProperty() receiptNumber: string;
  @ApiProperty({ enum: RECEIPT_KINDS, enumName: 'RksvReceiptKind' }) kind: ReceiptKind;
  @ApiProperty({ description: 'yyyy-MM-ddTHH:mm:ss, Ortszeit' }) dateTime: string;
  @ApiProperty({ type: 'integer', description: 'Summe der fünf Beträge in Cent' }) totalCents: number;
  @ApiProperty({ type: 'integer' }) turnoverCents: number;
  @ApiProperty({ description: 'false: ohne Signatur (Sicherheitseinrichtung ausgefallen)' }) signed: boolean;
  @ApiProperty({ type: String, nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ description: 'Der maschinenlesbare Code (QR-Code des Belegs)' }) machineCode: string;
}

export class RksvUnitDto {
  @ApiProperty() keyId: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Test-Signatur: jeder Beleg ist „Testbetrieb“' }) forTestsOnly: boolean;
}

export class RksvRegisterDto {
  @ApiProperty({ enum: ['NONE', 'ACTIVE', 'DECOMMISSIONED'] }) state: 'NONE' | 'ACTIVE' | 'DECOMMISSIONED';
  @ApiProperty({ type: String, nullable: true }) cashRegisterId: string | null;
  @ApiProperty() trainingMode: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Seit wann keine Signatureinheit antwortet (ISO 8601)' })
  signerFailedSince: string | null;
  @ApiProperty({ type: 'integer' }) turnoverCents: number;
  @ApiProperty({ type: 'integer' }) receiptCount: number;
  @ApiProperty({ type: [RksvUnitDto] }) units: RksvUnitDto[];
  @ApiProperty({ type: [RksvReceiptDto], description: 'Die letzten Belege, neueste zuerst' }) lastReceipts: RksvReceiptDto[];
}

export class CommissionedRegisterDto {
  @ApiProperty({ type: RksvRegisterDto }) register: RksvRegisterDto;
  @ApiProperty({ description: 'Der AES-Schlüssel (Base64), für die Registrierung in FinanzOnline: nur jetzt gezeigt' })
  aesKey: string;
  @ApiProperty({ description: 'Prüfwert des AES-Schlüssels für FinanzOnline' }) aesKeyChecksum: string;
}
