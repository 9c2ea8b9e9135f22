import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ActiveColumn, Timestamped } from '../common/entity-columns.js';

@Entity('dining_tables')
export class DiningTable extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique among active tables only: a deactivated table's number can be reused. */
  @Column({ type: 'integer' })
  tableNumber: number;

  /** An optional name beside the number ("Fensterplatz"). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  name: string | null;

  /** The part of the restaurant it stands in ("Terrasse", "Stube"), optional. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  area: string | null;

  @Column({ type: 'integer', default: 4 })
  seatingCapacity: number;

  /** The unguessable token in the table's QR code link; never the table number. */
  @Column({ type: 'varchar', length: 64 })
  qrCode: string;

  @ActiveColumn()
  active: boolean;

  /** When staff last freed the table after its bill was settled; its bill shows the payments since. */
  @Column({ type: 'timestamptz', nullable: true })
  freedAt: Date | null;
}
