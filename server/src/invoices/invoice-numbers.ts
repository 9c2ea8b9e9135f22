import type { EntityManager } from 'typeorm';

/**
 * Takes the next invoice number in the caller's transaction with one statement: the app_info row
 * stays locked until commit, so concurrent invoices queue up, and a rollback returns the number —
 * the sequence has no gaps (which a database sequence could not promise).
 */
export async function allocateInvoiceNumber(manager: EntityManager): Promise<string> {
  const rows: Array<{ number: number; prefix: string | null }> = await manager.query(`
    WITH next AS (
      UPDATE app_info SET last_invoice_no = COALESCE(last_invoice_no + 1, COALESCE(invoice_start_no, 1))
      WHERE id = 1
      RETURNING last_invoice_no AS number, invoice_prefix AS prefix
    )
    SELECT number, prefix FROM next`);
  if (rows.length !== 1) throw new Error('app_info row missing: cannot number invoices');
  return `${rows[0].prefix ?? ''}${rows[0].number}`;
}
