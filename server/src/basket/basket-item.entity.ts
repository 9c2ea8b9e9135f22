import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A line of a guest's basket: one menu item with one set of extras, in some quantity. */
@Entity('basket_items')
export class BasketItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'integer' })
  menuItemId: number;

  @Column({ type: 'integer' })
  quantity: number;

  /** Ids of the chosen extras, sorted; the same item with the same extras is one line. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  extraIds: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
