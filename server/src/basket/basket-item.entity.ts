import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A line of a basket: one menu item with one set of extras, in some quantity, added by one guest. */
@Entity('basket_items')
export class BasketItem {
  @PrimaryGeneratedColumn()
  id: number;

  /** The basket the line is in: the session's own (its id) or its table's shared one (a table basket's id). */
  @Column({ type: 'uuid' })
  basketId: string;

  /** The guest who added the line. */
  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'integer' })
  menuItemId: number;

  @Column({ type: 'integer' })
  quantity: number;

  /** Ids of the chosen extras, sorted; the same item with the same extras and note is one line. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  extraIds: number[];

  /** The guest's note ("ohne Zwiebel"); '' for none, so the unique line key compares it like any other value. */
  @Column({ type: 'varchar', length: 140, default: '' })
  note: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
