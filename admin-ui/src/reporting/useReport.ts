import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DateRange } from './dateRange';

/**
 * One report for a range, read by `load` from the data provider (its report methods); the last answer stays on
 * screen while the next range loads.
 */
export function useReport<T>(name: string, days: DateRange, load: (dataProvider: AppDataProvider) => Promise<T>, ...more: string[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', name, days.from, days.to, ...more],
    queryFn: () => load(dataProvider),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
