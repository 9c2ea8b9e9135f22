import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Extra } from '../api/extras.ts';
import { renderGerman } from '../test-utils.tsx';
import { ExtrasPicker } from './ExtrasPicker.tsx';

const EXTRAS: Extra[] = Array.from({ length: 7 }, (_, i) => ({
  addingId: i + 1,
  name: `Extra ${i + 1}`,
  price: 0.5 * (i + 1),
  allergens: [],
}));

function Picker({ extras = EXTRAS }: { extras?: Extra[] }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <ExtrasPicker extras={extras} selected={selected} onChange={setSelected} />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

describe('ExtrasPicker', () => {
  it('shows 5 extras until "Mehr anzeigen" is pressed', () => {
    renderGerman(<Picker />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('offers no "Mehr anzeigen" for 5 or fewer extras', () => {
    renderGerman(<Picker extras={EXTRAS.slice(0, 5)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('lets the guest choose at most 5 extras and disables the others', () => {
    renderGerman(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    boxes.slice(0, 5).forEach((box) => fireEvent.click(box));
    expect(screen.getByTestId('selected').textContent).toBe('1,2,3,4,5');
    expect(boxes[5].disabled).toBe(true);
    expect(boxes[6].disabled).toBe(true);
    expect(boxes[0].disabled).toBe(false);

    fireEvent.click(boxes[6]);
    expect(screen.getByTestId('selected').textContent).toBe('1,2,3,4,5');

    fireEvent.click(boxes[1]);
    expect(screen.getByTestId('selected').textContent).toBe('1,3,4,5');
    expect(boxes[6].disabled).toBe(false);
    fireEvent.click(boxes[6]);
    expect(screen.getByTestId('selected').textContent).toBe('1,3,4,5,7');
  });

  it('names each extra with its price', () => {
    renderGerman(<Picker />);
    expect(screen.getByRole('checkbox', { name: /Extra 2\s*\+€\s1,00/ })).toBeTruthy();
  });
});
