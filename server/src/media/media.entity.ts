import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An uploaded image, re-encoded on upload; kept in the database so every process serves it. */
@Entity('media')
export class Media {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  contentType: string;

  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @Column({ type: 'integer' })
  byteSize: number;

  /** Strong ETag: a hash of the stored bytes. */
  @Column({ type: 'varchar', length: 64 })
  etag: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
