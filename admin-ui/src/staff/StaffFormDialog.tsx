import LockIcon from '@mui/icons-material/Lock';
import { Alert, Dialog, DialogContent, DialogTitle, InputAdornment, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import { PasswordField } from '../common/PasswordField';
import { isOwnAccount } from './ownAccount';
import { RoleCheckboxes } from './RoleCheckboxes';
import type { ServerError } from '../common/serverError';
import type { StaffMember } from './staff.types';
import { staffFormErrors, type StaffFormValues } from './staffForm';

interface Props {
  /** The account to edit; none: a new one. */
  member?: StaffMember;
  saving: boolean;
  onClose: () => void;
  /** Answers the server's complaint, or null when saved (the dialog then closes). */
  onSave: (values: StaffFormValues) => Promise<ServerError | null>;
}

/** Create and edit (spec 2, Staff; spec 5): the username is locked on edit, an empty password keeps the old one. */
export const StaffFormDialog = ({ member, saving, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const mode = member ? 'edit' : 'create';
  const [values, setValues] = useState<StaffFormValues>({
    username: member?.username ?? '',
    password: '',
    currentPassword: '',
    roles: member?.roles ?? [],
  });
  // One's own new password needs the current one, as in the profile (the server insists on it).
  const asksCurrentPassword = !!member && isOwnAccount(member) && values.password !== '';
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = checked ? staffFormErrors(values, mode) : {};
  const fields = serverError?.fields ?? {};
  const placed = ['username', 'password', 'currentPassword', 'roles'].some((field) => fields[field]);
  const formMessage = errors.form
    ? translate(errors.form)
    : serverError && !placed
      ? (serverError.message ?? translate('app.staff.save_failed'))
      : undefined;

  const change = (next: Partial<StaffFormValues>) => {
    setValues({ ...values, ...next });
    setServerError(null);
  };

  const submit = async () => {
    setChecked(true);
    if (Object.keys(staffFormErrors(values, mode)).length > 0) return;
    const problem = await onSave(values);
    if (!problem) return onClose();
    setServerError(problem);
    // The submit button was disabled while saving, which drops the focus out of the dialog: bring it back to
    // what went wrong, so the keyboard (and Escape) keep working and a screen reader reads the reason.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>
          {member ? translate('app.staff.edit_title', { name: member.username }) : translate('app.staff.create_title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formMessage && (
            <Alert severity="error" role="alert" tabIndex={-1}>
              {formMessage}
            </Alert>
          )}
          <TextField
            label={translate('app.staff.username')}
            value={values.username}
            onChange={(e) => change({ username: e.target.value })}
            required={!member}
            autoFocus={!member}
            autoComplete="off"
            error={!!fields.username}
            helperText={fields.username ?? (member ? translate('app.staff.username_locked') : undefined)}
            slotProps={{
              htmlInput: { maxLength: 50, readOnly: !!member },
              input: member && {
                sx: { color: 'text.secondary' },
                endAdornment: (
                  <InputAdornment position="end">
                    <LockIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <PasswordField
            label={translate(member ? 'app.staff.new_password' : 'app.staff.password')}
            value={values.password}
            onChange={(password) => change({ password })}
            required={!member}
            autoFocus={!!member}
            error={!!(errors.password || fields.password)}
            helperText={
              errors.password
                ? translate(errors.password)
                : (fields.password ?? translate(member ? 'app.staff.password_keep_hint' : 'app.staff.password_hint'))
            }
          />
          {asksCurrentPassword && (
            <PasswordField
              label={translate('app.staff.current_password')}
              value={values.currentPassword}
              onChange={(currentPassword) => change({ currentPassword })}
              required
              error={!!fields.currentPassword}
              helperText={fields.currentPassword ?? ' '}
              current
            />
          )}
          <RoleCheckboxes value={values.roles} onChange={(roles) => change({ roles })} error={fields.roles} />
        </DialogContent>
        <FormDialogActions onClose={onClose} disabled={saving} />
      </form>
    </Dialog>
  );
};
