import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of public look-and-feel data: background and default item image. */
@Entity('app_metadata')
export class AppMetadata {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ type: 'uuid', nullable: true })
  backgroundMediaId: string | null;

  @Column({ type: 'uuid', nullable: true })
  defaultItemMediaId: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
