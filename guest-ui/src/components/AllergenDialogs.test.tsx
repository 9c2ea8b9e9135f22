import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n.tsx';
import { savedAllergenFilter } from '../prefs/allergen-filter.ts';
import { renderGerman } from '../test-utils.tsx';
import { AllergenFilterDialog, AllergenLegend } from './AllergenDialogs.tsx';

const GERMAN_NAMES = [
  'A Gluten',
  'B Krebstiere',
  'C Eier',
  'D Fisch',
  'E Erdnüsse',
  'F Soja',
  'G Milch/Laktose',
  'H Schalenfrüchte',
  'L Sellerie',
  'M Senf',
  'N Sesamsamen',
  'O Sulfite',
  'P Lupinen',
  'R Weichtiere',
];

describe('AllergenLegend', () => {
  it('lists the fourteen codes with their German names, "gemäß Codex-Empfehlung"', () => {
    renderGerman(<AllergenLegend onClose={() => {}} />);
    const legend = screen.getByRole('dialog', { name: 'Allergene' });
    expect(within(legend).getByText('Allergenkennzeichnung gemäß Codex-Empfehlung')).toBeTruthy();
    const rows = [...legend.querySelectorAll('dl > div')].map(
      (row) => `${row.querySelector('dt')!.textContent} ${row.querySelector('dd')!.textContent}`,
    );
    expect(rows).toEqual(GERMAN_NAMES);
  });

  it("speaks the guest's language", async () => {
    render(
      <I18nProvider initial="en">
        <AllergenLegend onClose={() => {}} />
      </I18nProvider>,
    );
    const legend = await screen.findByRole('dialog', { name: 'Allergens' });
    expect(legend.textContent).toContain('according to the Austrian Codex recommendation');
    expect(legend.textContent).toContain('Milk/lactose');
  });
});

describe('AllergenFilterDialog', () => {
  it('offers a labelled checkbox per code, and hide or mark; each change is remembered at once', () => {
    renderGerman(<AllergenFilterDialog onClose={() => {}} />);
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(GERMAN_NAMES);
    fireEvent.click(screen.getByRole('checkbox', { name: 'N Sesamsamen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'E Erdnüsse' }));
    expect(savedAllergenFilter()).toEqual({ codes: ['E', 'N'], mode: 'hide' });
    fireEvent.click(screen.getByRole('radio', { name: 'Markieren' }));
    expect(savedAllergenFilter()).toEqual({ codes: ['E', 'N'], mode: 'mark' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'N Sesamsamen' }));
    expect(savedAllergenFilter()).toEqual({ codes: ['E'], mode: 'mark' });
    expect(JSON.parse(localStorage.getItem('tischlein_allergen_filter_v1')!)).toEqual({ codes: ['E'], mode: 'mark' });
  });
});
