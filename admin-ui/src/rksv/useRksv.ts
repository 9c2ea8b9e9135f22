import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../common/serverError';
import type { AppDataProvider } from '../providers/dataProvider';
import type { RksvRegister } from './rksv.types';

const RKSV_QUERY = ['rksv', 'register'];
/** The state is read again every minute, so a failing signature unit shows without a reload. */
const REFRESH_MS = 60_000;

/** The data provider, whose calls log out on a 401 (react-admin's useDataProvider). */
export const useRksvApi = () => useDataProvider<AppDataProvider>();

/** The register as the server has it now (GET /api/admin/rksv). */
export function useRksvRegister() {
  const api = useRksvApi();
  return useQuery({
    queryKey: RKSV_QUERY,
    queryFn: () => api.getRksvRegister(),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: REFRESH_MS,
  });
}

interface ActionOptions<Input, Answer> {
  run: (api: AppDataProvider, input: Input) => Promise<Answer>;
  /** What follows success; the text it answers (already translated) is shown as a snackbar. */
  done?: (answer: Answer, input: Input) => string | void;
  /** The failure snackbar's text (a translation key) before the server's reason; none: the caller shows the error. */
  failed?: string;
}

/**
 * One of the register's actions: a snackbar says how it went, and the register's state is read again afterwards
 * (a register the answer carries is shown at once).
 */
export function useRksvAction<Input = void, Answer = unknown>({ run, done, failed }: ActionOptions<Input, Answer>) {
  const api = useRksvApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (input: Input) => run(api, input),
    onSuccess: (answer, input) => {
      const register = registerIn(answer);
      if (register) queryClient.setQueryData(RKSV_QUERY, register);
      const message = done?.(answer, input);
      if (message) notify(message, { type: 'success' });
    },
    onError: (error) => {
      if (failed) notify(failureText(translate(failed), error), { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RKSV_QUERY }),
  });
}

/** The register an action answered with: PUT training answers it, the Inbetriebnahme carries it. */
function registerIn(answer: unknown): RksvRegister | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  if ('state' in answer && 'lastReceipts' in answer) return answer as RksvRegister;
  if ('register' in answer) return (answer as { register: RksvRegister }).register;
  return undefined;
}
