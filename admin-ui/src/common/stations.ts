import { useGetList } from 'react-admin';
import type { Station } from '../stations/station.types';

/** Where a station's screen is. */
export const stationScreenPath = (id: number) => `/admin/stations/${id}`;

/** Every station, in their order (the API sorts them); floor staff may read them too. */
export const useStations = () => useGetList<Station>('stations', {}, { staleTime: 60_000 });

/** Station names by id, for the chips that say where a line stands. */
export function useStationNames(): Map<number, string> {
  const { data = [] } = useStations();
  return new Map(data.map((station) => [station.id, station.name]));
}
