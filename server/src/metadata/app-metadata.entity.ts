import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of public look-and-feel data: background, default item image and the restaurant's logo. */
@Entity('app_metadata')
export class AppMetadata {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ type: 'uuid', nullable: true })
  backgroundMediaId: string | null;

  @Column({ type: 'uuid', nullable: true })
  defaultItemMediaId: string | null;

  @Column({ type: 'uuid', nullable: true })
  logoMediaId: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
