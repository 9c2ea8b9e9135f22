import { describe, expect, it } from 'vitest';
import { stationDraftOf, stationFormErrors, toStationInput } from './stationForm';
import type { Station } from './station.types';

const bar: Station = { id: 2, name: 'Bar', categoryIds: [3, 4], isDefault: false, warnAfterMinutes: 5, routeOnCheckout: true, position: 2 };

describe('station form', () => {
  it('starts a new station with 15 minutes, shown on approval, not the default', () => {
    expect(stationDraftOf()).toEqual({ name: '', categoryIds: [], isDefault: false, warnAfterMinutes: '15', routeOnCheckout: false });
    expect(stationDraftOf(bar)).toEqual({
      name: 'Bar',
      categoryIds: [3, 4],
      isDefault: false,
      warnAfterMinutes: '5',
      routeOnCheckout: true,
    });
  });

  it('requires a name and whole minutes from 1 to 240', () => {
    expect(stationFormErrors({ ...stationDraftOf(), name: ' ', warnAfterMinutes: '0' })).toEqual({
      name: 'app.stations.name_required',
      warnAfterMinutes: 'app.stations.minutes_range',
    });
    expect(stationFormErrors({ ...stationDraftOf(), name: 'Bar', warnAfterMinutes: '2.5' })).toHaveProperty('warnAfterMinutes');
    expect(stationFormErrors({ ...stationDraftOf(), name: 'Bar', warnAfterMinutes: '241' })).toHaveProperty('warnAfterMinutes');
    expect(stationFormErrors({ ...stationDraftOf(), name: 'Bar', warnAfterMinutes: ' 240 ' })).toEqual({});
  });

  it('sends the trimmed name, each category once and the minutes as a number', () => {
    expect(toStationInput({ ...stationDraftOf(bar), name: ' Bar ', categoryIds: [3, 4, 3], warnAfterMinutes: '7' })).toEqual({
      name: 'Bar',
      categoryIds: [3, 4],
      isDefault: false,
      warnAfterMinutes: 7,
      routeOnCheckout: true,
    });
  });
});
