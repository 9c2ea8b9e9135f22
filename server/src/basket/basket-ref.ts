/**
 * Which basket a guest's basket routes work on: the table's shared one (tableId set), or the guest's own
 * (its id is the session's, tableId null).
 */
export interface BasketRef {
  basketId: string;
  /** The guest asking: new lines are theirs, and their lines are `mine`. */
  sessionId: string;
  /** The table whose phones share this basket; null for a basket of one's own. */
  tableId: number | null;
}
