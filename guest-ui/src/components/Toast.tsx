import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

export const TOAST_MS = 2200;
export const EMPTY_BASKET_TOAST_MS = 2800;
/** A toast with a button (undo) stays long enough to reach it; the same step stays possible on the screen itself. */
export const ACTION_TOAST_MS = 5000;

/** A button in the toast, e.g. "Rückgängig": pressing it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

type ShowToast = (message: string, durationMs?: number, action?: ToastAction) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** One short message at a time at the bottom of the screen, read out by screen readers; it may carry one button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; id: number; action?: ToastAction } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback<ShowToast>((message, durationMs, action) => {
    clearTimeout(timer.current);
    setToast({ message, id: Date.now(), action });
    timer.current = setTimeout(() => setToast(null), durationMs ?? (action ? ACTION_TOAST_MS : TOAST_MS));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const runAction = (action: ToastAction) => {
    clearTimeout(timer.current);
    setToast(null);
    action.run();
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-area" role="status" aria-live="polite">
        {toast && (
          <div key={toast.id} className={toast.action ? 'toast with-action' : 'toast'}>
            <span>{toast.message}</span>
            {toast.action && (
              <button type="button" className="toast-action" onClick={() => runAction(toast.action!)}>
                {toast.action.label}
              </button>
            )}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
