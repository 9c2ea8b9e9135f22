import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  title: string;
  /** The spec's dialog widths: error 350, extras 500. */
  maxWidth: number;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}

/** A modal dialog: focus moves in on open and back on close, Escape closes. */
export function Dialog({ title, maxWidth, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ maxWidth }}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id={titleId} className="dialog-title">{title}</h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>
  );
}
