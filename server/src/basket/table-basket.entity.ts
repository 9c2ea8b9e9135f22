import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The basket the phones at one table share. One per table is open (ordered_at null); checkout marks it
 * ordered with its order in the same transaction, and the table's next line opens a new one.
 */
@Entity('table_baskets')
export class TableBasket {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer' })
  tableId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  orderedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;
}
