import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An extra a guest can add to a menu item, optionally limited to some menu types or categories. */
@Entity('extras')
export class Extra {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer' })
  priceCents: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'integer', default: 1 })
  sortOrder: number;

  /** Empty: the extra applies to every menu type. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  typeIds: number[];

  /** Empty: the extra applies to every category (within its types). */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  categoryIds: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
