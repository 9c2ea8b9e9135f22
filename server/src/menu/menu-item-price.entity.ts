import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A price a menu item had before its base price changed; the newest one is its oldPrice. */
@Entity('menu_item_prices')
export class MenuItemPrice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  menuItemId: number;

  @Column({ type: 'integer' })
  priceCents: number;

  /** When this price stopped being the current one. */
  @CreateDateColumn({ type: 'timestamptz' })
  replacedAt: Date;
}
