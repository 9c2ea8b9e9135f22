import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a receipt is: START (Startbeleg), SALE (a standard receipt), STORNO, TRAINING, NULL (Nullbeleg), RECOVERY (the
 * signed Nullbeleg after a failed signature unit), MONTH / YEAR (Monats- and Jahresbeleg), CLOSING (Schlussbeleg).
 */
export const RECEIPT_KINDS = ['START', 'SALE', 'STORNO', 'TRAINING', 'NULL', 'RECOVERY', 'MONTH', 'YEAR', 'CLOSING'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** A receipt of the register, as signed and chained. Insert-only; the database refuses updates and deletes. */
@Entity('rksv_receipts')
export class RksvReceipt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  registerId: number;

  /** The Belegnummer. */
  @Column({ type: 'varchar', length: 40 })
  receiptNumber: string;

  @Column({ type: 'varchar', length: 12 })
  kind: ReceiptKind;

  /** yyyy-MM-ddTHH:mm:ss, the restaurant's local time. */
  @Column({ type: 'varchar', length: 19 })
  dateTime: string;

  @Column({ type: 'integer' })
  normalCents: number;

  @Column({ type: 'integer' })
  reduced1Cents: number;

  @Column({ type: 'integer' })
  reduced2Cents: number;

  @Column({ type: 'integer' })
  zeroCents: number;

  @Column({ type: 'integer' })
  specialCents: number;

  /** The turnover counter after this receipt. */
  @Column({ type: 'bigint' })
  turnoverCents: number;

  @Column({ type: 'varchar', length: 80 })
  keyId: string;

  /** The compact JWS, exactly as the next receipt chains from it and the DEP exports it. */
  @Column({ type: 'text' })
  jws: string;

  /** False: made while no signature unit answered ("Sicherheitseinrichtung ausgefallen"). */
  @Column({ type: 'boolean' })
  signed: boolean;

  /** The invoice (or credit note) the receipt belongs to. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  invoiceNumber: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
