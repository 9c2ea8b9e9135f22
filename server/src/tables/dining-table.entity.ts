import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('dining_tables')
export class DiningTable {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique among active tables only: a deactivated table's number can be reused. */
  @Column({ type: 'integer' })
  tableNumber: number;

  @Column({ type: 'integer', default: 4 })
  seatingCapacity: number;

  /** The unguessable token in the table's QR code link; never the table number. */
  @Column({ type: 'varchar', length: 64 })
  qrCode: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
