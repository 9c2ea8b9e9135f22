import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type OrderViewer, sessionOf, visibleToSql } from './order-audience.js';
import { OrderEvent } from './order-event.entity.js';

/** How far a replay looks back before `lastSeq` for events written just before it (see missedSeqs) … */
const RECENT_LOOKBACK_SECONDS = 30;
/** … and at most this many seqs back, so that look-back stays a short walk of the primary key. */
const RECENT_LOOKBACK_SEQS = 1000;

/*
 * The seqs a client that has seen `lastSeq` may lack, in three index scans (as one OR the planner walked the whole
 * seq index):
 * - those after it;
 * - those before it whose transaction the event `lastSeq`'s insert could not see (still running, or not begun):
 *   they may have committed after the client saw `lastSeq`; the xid range from that snapshot's oldest running
 *   transaction lets an index find them;
 * - those written shortly before it: committed first, but still on their way to the client when it received
 *   `lastSeq` (published after their commit, through another process that may have died in between).
 * A guest's events are found through the orders the guest may see (indexed, unlike order_events.session_id).
 */
function missedSeqs(viewer: OrderViewer): string {
  const visible = (x: string) => ` AND ${visibleToSql(viewer, `${x}.order_id`, ':sessionId')}`;
  return `(SELECT a.seq FROM order_events a WHERE a.seq > :lastSeq${visible('a')} ORDER BY a.seq LIMIT :limit)
    UNION ALL
    (SELECT b.seq FROM order_events h JOIN order_events b
       ON b.xid >= pg_snapshot_xmin(h.snapshot) AND NOT pg_visible_in_snapshot(b.xid, h.snapshot)
     WHERE h.seq = :lastSeq AND b.seq < :lastSeq${visible('b')}
     LIMIT :limit)
    UNION ALL
    (SELECT c.seq FROM order_events h JOIN order_events c
       ON c.created_at >= h.created_at - make_interval(secs => ${RECENT_LOOKBACK_SECONDS})
     WHERE h.seq = :lastSeq AND c.seq < :lastSeq AND c.seq >= :lastSeq - ${RECENT_LOOKBACK_SEQS}${visible('c')}
     LIMIT :limit)`;
}

/** The orders' event log (`order_events`): the timeline of each order, and what the live feed replays. */
@Injectable()
export class OrderEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes an event in the caller's transaction. No lock: events may commit out of seq order; the row's
   * `xid` and `snapshot` (column defaults) let the replay find those that committed late (missedSeqs).
   */
  async insert(manager: EntityManager, event: Pick<OrderEvent, 'orderId' | 'sessionId' | 'type' | 'message' | 'parts' | 'actorUser'>) {
    return manager.save(manager.create(OrderEvent, event));
  }

  /** One order's events, oldest first. */
  ofOrder(orderId: number): Promise<OrderEvent[]> {
    return this.dataSource.manager.find(OrderEvent, { where: { orderId }, order: { seq: 'ASC' } });
  }

  /** The newest seq of the events the viewer may see (0 when none). */
  async maxSeq(viewer: OrderViewer): Promise<number> {
    const sessionId = sessionOf(viewer);
    const [row] = await this.dataSource.query<Array<{ seq: number | string }>>(
      `SELECT COALESCE(MAX(e.seq), 0)::bigint AS seq FROM order_events e WHERE ${visibleToSql(viewer, 'e.order_id', '$1')}`,
      sessionId === undefined ? [] : [sessionId],
    );
    return Number(row.seq);
  }

  /**
   * The events the viewer may see that a client which has seen `lastSeq` may lack (see missedSeqs), oldest first:
   * up to `limit` after `lastSeq`, and those before it. Those before have often reached the client: it drops repeats.
   */
  missedAfter(viewer: OrderViewer, lastSeq: number, limit: number): Promise<OrderEvent[]> {
    return this.dataSource.manager
      .createQueryBuilder(OrderEvent, 'e')
      .where(`e.seq IN (${missedSeqs(viewer)})`, { lastSeq, limit, sessionId: sessionOf(viewer) })
      .orderBy('e.seq', 'ASC')
      .getMany();
  }
}
