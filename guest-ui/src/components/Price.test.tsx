import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGerman } from '../test-utils.tsx';
import { hasOldPrice, Price } from './Price.tsx';

describe('Price', () => {
  it('shows the price in euro with two decimals', () => {
    const { container } = renderGerman(<Price price={12.5} />);
    expect(container.textContent).toMatch(/€\s12,50/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows an old price struck through before the current price', () => {
    const { container } = renderGerman(<Price price={9.9} oldPrice={12} />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toMatch(/€\s12,00/);
    expect(screen.getByLabelText(/statt € 12,00/)).toBe(struck);
    expect(container.textContent).toMatch(/12,00.*9,90/);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('ignores the old price %s', (oldPrice) => {
    const { container } = renderGerman(<Price price={9.9} oldPrice={oldPrice} />);
    expect(container.querySelector('s')).toBeNull();
    expect(hasOldPrice(oldPrice)).toBe(false);
  });
});
