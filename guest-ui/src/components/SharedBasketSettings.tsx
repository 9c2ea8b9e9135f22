import type { Session } from '@tischlein/api-types';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { guestNameToSend, loadSessionSettings, type SessionChanges, updateSessionSettings } from '../api/guest-session.ts';
import { HttpError } from '../api/http.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import type { GuestSession } from '../session/session-store.ts';
import { useToast } from './Toast.tsx';

/** The server's word on the name field of a refused PATCH (400 with field errors), if it sent one. */
function nameFieldError(err: unknown): string | null {
  if (!(err instanceof HttpError) || err.status !== 400) return null;
  const errors = (err.body as { errors?: Array<{ field?: unknown; message?: unknown }> } | null)?.errors;
  const message = Array.isArray(errors) ? errors.find((e) => e.field === 'guestName')?.message : undefined;
  return typeof message === 'string' ? message : null;
}

interface SharedBasketSettingsProps {
  session: GuestSession;
  /** The name the table sees without one chosen ("Gast 2"), shown in the empty field. */
  shownName?: string;
  /** The basket the routes use (or the names on its lines) changed: show it again. */
  onChanged: () => Promise<unknown>;
}

/** "Gemeinsamer Warenkorb" at a table: the guest's name on the lines they add, and the switch to a basket of their own. */
export function SharedBasketSettings({ session, shownName, onChanged }: SharedBasketSettingsProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const toast = useToast();
  const ids = { title: useId(), name: useId(), nameError: useId() };
  const [settings, setSettings] = useState<Session | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const abort = new AbortController();
    loadSessionSettings(currentSession(), abort.signal).then(
      (answer) => {
        setSettings(answer);
        setName(answer.guestName ?? '');
      },
      (err: unknown) => (err as Error).name !== 'AbortError' && console.warn('Loading the session failed', err),
    );
    return () => abort.abort();
  }, [session.sessionId]);

  const save = async (changes: SessionChanges) => {
    setBusy(true);
    try {
      const answer = await updateSessionSettings(session, changes);
      setSettings(answer);
      setName(answer.guestName ?? '');
      setNameError(null);
      await onChanged();
    } catch (err) {
      const fieldError = nameFieldError(err);
      if (fieldError) setNameError(fieldError);
      else toast(refusalText(err, i18n, [400]) ?? t('basket.settingsFailed'));
    } finally {
      setBusy(false);
    }
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const guestName = guestNameToSend(name);
    if (guestName === undefined) setNameError(t('basket.nameInvalid'));
    else if (guestName !== (settings?.guestName ?? null)) void save({ guestName });
  };

  const nameUnchanged = name.trim() === (settings?.guestName ?? '');
  return (
    <section className="shared-basket" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('basket.sharedTitle')}</h2>
      <p className="hint">{t('basket.sharedHint')}</p>
      <form className="guest-name" onSubmit={saveName} noValidate>
        <label htmlFor={ids.name}>
          {t('basket.yourName')} <span className="muted">({t('basket.optional')})</span>
        </label>
        <div className="guest-name-row">
          <input
            id={ids.name}
            className="text-input"
            value={name}
            maxLength={20}
            placeholder={shownName}
            autoComplete="nickname"
            disabled={!settings}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
          <button type="submit" className="button secondary" disabled={busy || !settings || nameUnchanged}>
            {t('basket.saveName')}
          </button>
        </div>
        {nameError && (
          <p id={ids.nameError} role="alert" className="notice small">
            {nameError}
          </p>
        )}
      </form>
      <label className="switch-option">
        <input
          type="checkbox"
          role="switch"
          checked={settings?.privateBasket ?? false}
          disabled={busy || !settings}
          onChange={(e) => void save({ privateBasket: e.target.checked })}
        />
        <span>{t('basket.privateBasket')}</span>
      </label>
      <p className="hint">{t('basket.privateHint')}</p>
    </section>
  );
}
