import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../common/entity-columns.js';

const text = { type: 'varchar' as const, length: 200, nullable: true };

/** The one row describing the restaurant: what invoices print and how they are numbered. */
@Entity('app_info')
export class AppInfo extends Timestamped {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column(text) appName: string | null;
  @Column({ type: 'text', nullable: true }) appDescription: string | null;
  @Column(text) appStreet: string | null;
  @Column(text) appZipCode: string | null;
  @Column(text) appCity: string | null;
  @Column(text) countryCode: string | null;
  @Column(text) region: string | null;
  @Column(text) appAdmin: string | null;
  @Column(text) companyName: string | null;
  @Column(text) vatId: string | null;
  @Column(text) taxNumber: string | null;
  @Column(text) companyRegisterNumber: string | null;
  @Column(text) companyRegisterCourt: string | null;
  @Column(text) email: string | null;
  @Column(text) phone: string | null;
  @Column(text) website: string | null;
  @Column(text) iban: string | null;
  @Column(text) bic: string | null;
  @Column(text) currencyCode: string | null;
  @Column(text) timezone: string | null;
  @Column(text) defaultLocale: string | null;
  @Column(text) invoicePrefix: string | null;
  @Column({ type: 'integer', nullable: true }) invoiceStartNo: number | null;

  /** The last invoice number given out; the next is one more (or invoiceStartNo). */
  @Column({ type: 'integer', nullable: true })
  lastInvoiceNo: number | null;
}
