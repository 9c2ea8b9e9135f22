import type { Station as WireStation, StationInput as WireStationInput } from '@tischlein/api-types';

/** A preparation station (Küche, Bar, Patisserie) as GET /api/admin/stations answers it; its `id` is react-admin's. */
export type Station = WireStation;

/** What POST and PUT /api/admin/stations take from the dialog (the place in the list stays the server's). */
export type StationInput = Required<Omit<WireStationInput, 'position'>>;
