import { useQueryClient } from '@tanstack/react-query';
import type { AppInfo } from '@tischlein/api-types';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { readServerError } from '../common/serverError';
import { appInfoProblems, toAppInfoPayload, toAppInfoValues, type AppInfoField, type AppInfoValues } from './appInfoForm';
import { setRestaurantTimeZone } from '../i18n/timeZone';

import { APP_INFO_QUERY } from '../providers/settingsMethods';

export type AppInfoErrors = Partial<Record<AppInfoField, string>>;

/** The App Info form over the record as read: checks it, saves it; field errors from either side. */
export function useAppInfoForm(record: AppInfo | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AppInfoValues>(() => toAppInfoValues(record));
  const [errors, setErrors] = useState<AppInfoErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (name: AppInfoField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest as AppInfoErrors);
  };

  /** Saves; answers true when saved, false when something (one of `shown`, or the server) refused. */
  const save = async (shown: readonly AppInfoField[]): Promise<boolean> => {
    const problems = Object.fromEntries(Object.entries(appInfoProblems(values)).filter(([field]) => shown.includes(field as AppInfoField)));
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return false;
    }
    setSaving(true);
    try {
      const saved = await dataProvider.saveAppInfo(toAppInfoPayload(values));
      queryClient.setQueryData<AppInfo>(APP_INFO_QUERY, saved);
      setRestaurantTimeZone(saved.timezone);
      return true;
    } catch (error) {
      console.error('App info save failed', error);
      setErrors(readServerError(error).fields as AppInfoErrors);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, change, save, saving };
}
