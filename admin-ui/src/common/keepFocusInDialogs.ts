/**
 * A button that saves or removes something is disabled (or goes away) while it works, and the browser then
 * drops the keyboard focus to the page body: Escape and Tab no longer reach the open dialog. MUI's focus trap
 * only reacts to focus moving elsewhere, not to focus being lost, so this puts it back on the topmost dialog.
 */
export function keepFocusInDialogs(doc: Document = document, everyMs = 100): () => void {
  const timer = setInterval(() => {
    const dialogs = doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    const top = dialogs[dialogs.length - 1];
    if (top && focusIsLost(doc)) top.focus();
  }, everyMs);
  return () => clearInterval(timer);
}

function focusIsLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected || active.matches(':disabled');
}
