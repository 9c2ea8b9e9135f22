import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ActiveColumn, SortOrderColumn, Timestamped } from '../common/entity-columns.js';

@Entity('menu_types')
export class MenuType extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper-case code such as FOOD; the guest URL uses it lower-cased. */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @SortOrderColumn()
  sortOrder: number;

  @ActiveColumn()
  active: boolean;
}
