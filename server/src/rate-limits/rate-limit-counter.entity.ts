import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Hits of one key (a route and a client address, table, session or login) in a fixed window; shared by every process. */
@Entity('rate_limit_counters')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ type: 'timestamptz' })
  windowEndsAt: Date;

  /** Set when the limit was exceeded: every hit is refused until then. */
  @Column({ type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;
}
