import { describe, expect, it } from 'vitest';
import { selectsNothing, toFilterSearch, toListSearch } from './listQuery';

describe('list query', () => {
  it('maps react-admin pages to zero-based page, size and sort', () => {
    const search = toListSearch({ pagination: { page: 3, perPage: 12 }, sort: { field: 'submittedAt', order: 'ASC' }, filter: {} });
    expect(search.toString()).toBe('page=2&size=12&sort=submittedAt%2Casc');
  });

  it('repeats multi-value filters and skips empty ones', () => {
    const search = toListSearch({
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'submittedAt', order: 'DESC' },
      filter: { status: ['IN_PROGRESS', 'APPROVED'], q: '', to: undefined, from: '2025-01-01' },
    });
    expect(search.getAll('status')).toEqual(['IN_PROGRESS', 'APPROVED']);
    expect(search.get('sort')).toBe('submittedAt,desc');
    expect(search.has('q')).toBe(false);
    expect(search.get('from')).toBe('2025-01-01');
  });

  it('sends only the filter to lists that answer one plain array', () => {
    expect(toFilterSearch({ onlyActive: false, typeId: 3, q: '' }).toString()).toBe('onlyActive=false&typeId=3');
    expect(toFilterSearch(undefined).toString()).toBe('');
  });

  it('knows that an empty selection ("Keine") matches nothing', () => {
    expect(selectsNothing({ status: [] })).toBe(true);
    expect(selectsNothing({ status: ['APPROVED'], table: undefined })).toBe(false);
  });
});
