import { useId } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** As many characters as the server takes for a line's note. */
export const LINE_NOTE_MAX = 140;

interface LineNoteFieldProps {
  value: string;
  onChange: (note: string) => void;
}

/** The optional note for the kitchen on one basket line ("ohne Zwiebel"), with a counter of what is left. */
export function LineNoteField({ value, onChange }: LineNoteFieldProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="line-note">
      {/* The input inside its label: named for screen readers and for a tap on the text alike. */}
      <label>
        <span className="line-note-title">{t('extras.note')}</span>
        <input
          className="text-input"
          value={value}
          maxLength={LINE_NOTE_MAX}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={`${id}-count`}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <span id={`${id}-count`} className="hint line-note-count">
        {t('extras.noteCount', { count: value.length, max: LINE_NOTE_MAX })}
      </span>
    </div>
  );
}
