import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceModel } from './invoice-model.js';

/**
 * An issued invoice: everything it prints, stored when it got its number (BAO §132, UStG §11).
 * Insert-only; the database refuses updates and deletes.
 */
@Entity('invoices')
export class Invoice {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null for the invoice of a payment over a table's bill (its lines may come from several orders). */
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ type: 'varchar', length: 40 })
  invoiceNumber: string;

  /** INVOICE, or CREDIT_NOTE (Stornorechnung) reversing `reversesInvoiceId`. */
  @Column({ type: 'varchar', length: 12, default: 'INVOICE' })
  kind: 'INVOICE' | 'CREDIT_NOTE';

  @Column({ type: 'integer', nullable: true })
  reversesInvoiceId: number | null;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  /** The ready-made texts the PDF is rendered from, ever after. */
  @Column({ type: 'jsonb' })
  document: InvoiceModel;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
