import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '../app/router.ts';
import { renderGerman } from '../test-utils.tsx';
import { Footer } from './Footer.tsx';

beforeEach(() => window.history.replaceState(null, '', '/order/menu/FOOD?x=1'));

describe('Footer', () => {
  it('links to the accessibility statement with a real href', () => {
    renderGerman(<Footer />);
    const link = screen.getByRole('contentinfo').querySelector('a')!;
    expect(link.textContent).toBe('Barrierefreiheit');
    expect(link.getAttribute('href')).toBe('/order/barrierefreiheit');
  });

  it('changes the screen in place on a click, keeping where the guest came from', () => {
    renderGerman(<Footer />);
    const link = screen.getByRole('link', { name: 'Barrierefreiheit' });
    const plainClick = fireEvent.click(link);
    expect(plainClick).toBe(false); // default prevented: no page load
    expect(window.location.pathname).toBe('/order/barrierefreiheit');
    expect(window.history.state).toEqual({ from: '/order/menu/FOOD?x=1' });
  });

  it('leaves a click with a modifier or another button to the browser (new tab)', () => {
    renderGerman(<Footer />);
    const link = screen.getByRole('link', { name: 'Barrierefreiheit' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(window.location.pathname).toBe('/order/menu/FOOD');
  });

  it('is not shown on the statement itself', () => {
    renderGerman(<Footer />);
    expect(screen.getByRole('link', { name: 'Barrierefreiheit' })).toBeTruthy();
    act(() => navigate('/barrierefreiheit'));
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
