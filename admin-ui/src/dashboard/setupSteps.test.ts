import { describe, expect, it } from 'vitest';
import { setupSteps } from './setupSteps';

const nothing = { appInfo: { appName: 'Tischlein' }, menuWithCategories: false, products: 0, tables: 0, staff: 1 };
const company = { companyName: 'Beisl GmbH', appStreet: 'Murgasse 7', appZipCode: '8010', appCity: 'Graz' };

describe('first-day checklist', () => {
  it('lists the steps in order, none done on an empty restaurant', () => {
    expect(setupSteps(nothing).map((step) => [step.key, step.done])).toEqual([
      ['company', false],
      ['menu', false],
      ['products', false],
      ['tables', false],
      ['staff', false],
    ]);
    expect(setupSteps(nothing)[0].to).toBe('/admin/settings?open=company');
  });

  it('ticks each step by what exists', () => {
    const steps = setupSteps({ appInfo: company, menuWithCategories: true, products: 6, tables: 4, staff: 3 });
    expect(steps.every((step) => step.done)).toBe(true);
    expect(setupSteps({ ...nothing, appInfo: { ...company, appCity: ' ' } })[0].done).toBe(false);
    expect(setupSteps({ ...nothing, staff: 2 }).find((step) => step.key === 'staff')?.done).toBe(true);
  });
});
