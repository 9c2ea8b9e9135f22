import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../common/api-error.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { germanText, transitionText } from './order-event-text.js';
import { allowedActions, paymentRefusal, transitionFor } from './order-transitions.js';

describe('order transitions', () => {
  it('names the current and the allowed statuses in German when an action is not allowed', () => {
    let error: unknown;
    try {
      transitionFor('complete', 'IN_PROGRESS');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).getStatus()).toBe(409);
    expect((error as ApiError).message).toBe(
      'Abschließen nicht möglich: die Bestellung ist „Neu“ (IN_PROGRESS); erlaubt nur bei „Angenommen“ (APPROVED).',
    );
  });

  it('lists every allowed status for cancel', () => {
    expect(() => transitionFor('cancel', 'COMPLETED')).toThrow(
      'erlaubt nur bei „Neu“ (IN_PROGRESS) oder „Angenommen“ (APPROVED) oder „Abgelehnt“ (REJECTED)',
    );
    expect(transitionFor('cancel', 'REJECTED')).toMatchObject({ to: 'CANCELED', event: 'CANCELED' });
  });

  it('puts the reason into the rejection message', () => {
    expect(germanText(transitionText('reject', 'Küche zu'))).toBe('Bestellung abgelehnt: Küche zu');
  });

  it.each<[OrderStatus, string[]]>([
    ['IN_PROGRESS', ['approve', 'reject', 'pay', 'cancel', 'edit']],
    ['APPROVED', ['reject', 'complete', 'pay', 'cancel', 'edit']],
    ['REJECTED', ['cancel', 'edit']],
    ['COMPLETED', ['pay', 'edit']],
    ['CANCELED', ['edit']],
  ])('allows on an unpaid order %s exactly %j', (status, actions) => {
    expect(allowedActions({ status, paymentStatus: 'PENDING' })).toEqual(actions);
  });

  it.each<[OrderStatus, string[]]>([
    ['IN_PROGRESS', ['approve', 'refund', 'correct_payment', 'edit']],
    ['APPROVED', ['complete', 'refund', 'correct_payment', 'edit']],
    ['COMPLETED', ['refund', 'correct_payment', 'edit']],
  ])('allows on a paid order %s exactly %j: no second payment; cancelled only with a credit note', (status, actions) => {
    expect(allowedActions({ status, paymentStatus: 'PAID' })).toEqual(actions);
    expect(paymentRefusal({ status, paymentStatus: 'PAID' })).toBe('Die Bestellung ist bereits bezahlt.');
    // Paid over the table's bill (no invoice of its own): its parts are reversed at the table.
    const overTheBill = allowedActions({ status, paymentStatus: 'PAID', invoiceNumber: null });
    expect(overTheBill).toEqual(actions.filter((action) => action !== 'refund' && action !== 'correct_payment'));
  });

  it('allows an action exactly when its transition would not be refused', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ['approve', 'reject', 'complete', 'cancel'] as const) {
        const refused = (() => {
          try {
            transitionFor(action, status);
            return false;
          } catch {
            return true;
          }
        })();
        expect({ status, action, allowed: allowedActions({ status, paymentStatus: 'PENDING' }).includes(action) }).toEqual({
          status,
          action,
          allowed: !refused,
        });
      }
    }
  });
});
