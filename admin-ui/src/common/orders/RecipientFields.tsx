import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecipientDraft, RecipientField } from './recipient';

interface Props {
  draft: RecipientDraft;
  onChange: (draft: RecipientDraft) => void;
  errors?: Partial<Record<RecipientField, string>>;
  autoFocus?: boolean;
}

/** Name (required), address and UID of an invoice's recipient ("Firmenrechnung"). */
export const RecipientFields = ({ draft, onChange, errors = {}, autoFocus }: Props) => {
  const translate = useTranslate();
  const field = (name: RecipientField, props: object = {}) => (
    <TextField
      label={translate(`app.recipient.${name}`)}
      value={draft[name]}
      onChange={(e) => onChange({ ...draft, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...props}
    />
  );
  return (
    <>
      {field('name', { required: true, autoFocus, slotProps: { htmlInput: { maxLength: 100 } } })}
      {field('address', { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 300 } } })}
      {field('uid', { slotProps: { htmlInput: { maxLength: 24, dir: 'ltr' } } })}
    </>
  );
};
