import { describe, expect, it } from 'vitest';
import { matchRoute, navigate } from './router.ts';

describe('matchRoute', () => {
  it('knows the guest routes of the spec under /order', () => {
    expect(matchRoute('/order/start')?.name).toBe('start');
    expect(matchRoute('/order/choose')?.name).toBe('choose');
    expect(matchRoute('/order/menu/food')).toEqual({ name: 'menu', params: { menuType: 'food' } });
    expect(matchRoute('/order/basket/')?.name).toBe('basket');
    expect(matchRoute('/order/checkout')?.name).toBe('checkout');
    expect(matchRoute('/order/confirmation')?.name).toBe('confirmation');
    expect(matchRoute('/order/bill')?.name).toBe('bill');
    expect(matchRoute('/order/orders')?.name).toBe('orders');
  });

  it('puts a route under /order even when its name starts like the base ("/orders")', () => {
    navigate('/orders');
    expect(window.location.pathname).toBe('/order/orders');
    navigate('/order/basket');
    expect(window.location.pathname).toBe('/order/basket');
    expect(matchRoute('/orders')?.name).toBe('orders');
  });

  it('knows the accessibility statement at /order/barrierefreiheit', () => {
    expect(matchRoute('/order/barrierefreiheit')).toEqual({ name: 'accessibility', params: {} });
    expect(matchRoute('/order/barrierefreiheit/')?.name).toBe('accessibility');
  });

  it('matches nothing else', () => {
    expect(matchRoute('/order')).toBeNull();
    expect(matchRoute('/orderx/start')).toBeNull();
    expect(matchRoute('/order/menu')).toBeNull();
    expect(matchRoute('/order/menu/food/extra')).toBeNull();
    expect(matchRoute('/admin')).toBeNull();
  });
});
