import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SortOrderColumn, Timestamped } from '../common/entity-columns.js';

/** A preparation station (Küche, Bar, Patisserie): the categories whose lines it prepares, and its screen's settings. */
@Entity('stations')
export class Station extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The categories it prepares; a category may go to several stations. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  categoryIds: number[];

  /** Exactly one station is the default: it gets every line whose category no station prepares. */
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  /** After how many minutes a ticket on its screen turns to the warning colour. */
  @Column({ type: 'integer', default: 15 })
  warnAfterMinutes: number;

  /** Lines reach it when the guest orders (true) or when the order is approved (false). */
  @Column({ type: 'boolean', default: false })
  routeOnCheckout: boolean;

  @SortOrderColumn()
  position: number;
}
