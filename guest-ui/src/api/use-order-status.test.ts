import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION, fakeApi } from '../test-utils.tsx';
import { useOrderStatus } from './use-order-status.ts';

const order = (orderId: number, orderNumber: string) => ({
  orderId,
  orderNumber,
  status: 'APPROVED',
  grossAmount: 5,
  rejectionReason: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('useOrderStatus', () => {
  it('shows nothing of the last order while another one loads', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/sessions/s-1/orders/7': [404, { message: 'Bestellung nicht gefunden.' }],
        'GET /api/sessions/s-1/orders/8': [200, order(8, '106')],
      }),
    );
    const { result, rerender } = renderHook((orderId: number) => useOrderStatus(SESSION, orderId, 'de'), { initialProps: 7 });
    await waitFor(() => expect(result.current.notInSession).toBe(true));

    rerender(8);
    expect(result.current).toEqual({ order: null, notInSession: false });
    await waitFor(() => expect(result.current.order?.orderNumber).toBe('106'));
  });

  it('polls nothing without a session or an order', () => {
    const fetchMock = fakeApi({});
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useOrderStatus(null, 7, 'de'));
    expect(result.current).toEqual({ order: null, notInSession: false });
    renderHook(() => useOrderStatus(SESSION, null, 'de'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
