import { describe, expect, it } from 'vitest';
import { mayOpen, pageOf, STATION_SCREEN } from './access';

describe('which back-office page an address is', () => {
  it('names the resource or custom route, with or without the /admin prefix', () => {
    expect(pageOf('/admin/orders')).toBe('orders');
    expect(pageOf('/admin/orders/17/show')).toBe('orders');
    expect(pageOf('/admin/menu-types')).toBe('menu-types');
    expect(pageOf('/kitchen')).toBe('kitchen');
  });

  it('tells a station’s screen from the stations list', () => {
    expect(pageOf('/admin/stations')).toBe('stations');
    expect(pageOf('/admin/stations/3')).toBe(STATION_SCREEN);
  });

  it('calls the panel "dashboard"', () => {
    expect(pageOf('/admin')).toBe('dashboard');
    expect(pageOf('/admin/')).toBe('dashboard');
  });

  it('does not take a page whose name starts with "admin" for the prefix', () => {
    expect(pageOf('/adminx')).toBe('adminx');
  });
});

describe('who may open which page', () => {
  const ADMIN_PAGES = [
    'dashboard',
    'orders',
    'tables',
    'products',
    'menu-types',
    'categories',
    'extras',
    'history',
    'reporting',
    'staff',
    'stations',
    'printers',
  ];

  it('lets an admin open every page', () => {
    for (const page of [...ADMIN_PAGES, 'kitchen', 'waiter', 'settings']) expect(mayOpen(['ADMIN'], page)).toBe(true);
  });

  it('lets waiters and kitchen staff open the kitchen screen, the waiter view and their settings, and nothing else', () => {
    for (const role of ['WAITER', 'KITCHEN']) {
      for (const page of ['kitchen', 'waiter', 'settings', STATION_SCREEN]) expect(mayOpen([role], page)).toBe(true);
      for (const page of ADMIN_PAGES) expect(mayOpen([role], page)).toBe(false);
    }
  });

  it('shows the page that explains a refusal to anyone', () => {
    expect(mayOpen(['WAITER'], 'access-denied')).toBe(true);
    expect(mayOpen([], 'authentication-error')).toBe(true);
  });

  it('lets an account without a role open no page', () => {
    expect(mayOpen([], 'kitchen')).toBe(false);
  });
});
