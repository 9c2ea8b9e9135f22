import { describe, expect, it } from 'vitest';
import { kitchenStep } from './kitchenStep';

describe('kitchenStep', () => {
  it('offers the step the server allows: approve a new order, complete one in preparation', () => {
    expect(kitchenStep({ allowedActions: ['approve', 'reject', 'cancel', 'edit'] })).toBe('approve');
    expect(kitchenStep({ allowedActions: ['reject', 'complete', 'cancel', 'edit'] })).toBe('complete');
  });

  it('offers none when the server allows neither', () => {
    expect(kitchenStep({ allowedActions: ['cancel', 'edit'] })).toBeNull();
    expect(kitchenStep({ allowedActions: [] })).toBeNull();
  });
});
