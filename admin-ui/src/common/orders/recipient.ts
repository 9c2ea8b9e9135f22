import type { InvoiceRecipient, InvoiceRecipientInput } from '@tischlein/api-types';
import { errorCodeOf, readServerError } from '../serverError';

/** The recipient fields as typed: name, address (lines), UID number. */
export interface RecipientDraft {
  name: string;
  address: string;
  uid: string;
}

export type RecipientField = keyof RecipientDraft;

export const draftOf = (recipient: InvoiceRecipient | null | undefined): RecipientDraft => ({
  name: recipient?.name ?? '',
  address: recipient?.address ?? '',
  uid: recipient?.uid ?? '',
});

/** What is sent: empty address and UID as none; the server cleans and checks the rest. */
export const inputOf = (draft: RecipientDraft): InvoiceRecipientInput => ({
  name: draft.name.trim(),
  address: draft.address.trim() || null,
  uid: draft.uid.trim() || null,
});

/** The server's messages for the recipient fields (400), from its field errors under `prefix` ("recipient." in a payment). */
export function recipientErrorsOf(fields: Record<string, string>, prefix = ''): Partial<Record<RecipientField, string>> {
  const errors: Partial<Record<RecipientField, string>> = {};
  for (const field of ['name', 'address', 'uid'] as const) if (fields[`${prefix}${field}`]) errors[field] = fields[`${prefix}${field}`];
  return errors;
}

/**
 * A payment refused for its invoice's recipient: the server asks for one (above 400 €, or the paid orders name
 * several; its message in `required`), or refused fields of the one sent. The payment dialog then asks for it.
 */
export interface RecipientProblem {
  required: string | null;
  fields: Partial<Record<RecipientField, string>>;
}

export function recipientProblemOf(error: unknown): RecipientProblem | null {
  const { message, fields } = readServerError(error);
  if (errorCodeOf(error) === 'INVOICE_RECIPIENT_REQUIRED') return { required: message ?? '', fields: {} };
  const recipientFields = recipientErrorsOf(fields, 'recipient.');
  return Object.keys(recipientFields).length ? { required: null, fields: recipientFields } : null;
}
