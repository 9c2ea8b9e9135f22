import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { storeToken } from '../providers/token';
import { PasswordField } from '../common/PasswordField';
import { RoleChips } from '../common/RoleChips';
import type { SavedStaffMember } from '../staff/staff.types';
import { currentPasswordProblem, mayChangePassword, MIN_PASSWORD_LENGTH } from './passwordChange';
import { StampLines } from './StampLines';
import { useOwnAccount } from './useOwnAccount';
import { useSettingsNotify } from './useSettingsNotify';
import type { SettingsDialogProps } from './settings.types';

/** Spec 2: Profile (width 560): the own account read-only and a password change; every role reaches it. */
export const ProfileDialog = ({ open, onClose }: SettingsDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { account, loading, refetch } = useOwnAccount();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentProblem, setCurrentProblem] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const notify = useSettingsNotify();
  const mismatch = confirmation !== '' && confirmation !== password;
  const ready = mayChangePassword(password, confirmation, currentPassword);

  const close = () => {
    setCurrentPassword('');
    setCurrentProblem(undefined);
    setPassword('');
    setConfirmation('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    try {
      const { data: saved } = await dataProvider.update<SavedStaffMember>('staff', {
        id: account.userID,
        data: { password, currentPassword },
        previousData: { id: account.userID },
      });
      // The answer for one's own account carries a fresh token: keep working with it.
      if (saved?.jwt) storeToken(saved.jwt);
      notify('app.settings.profile.password_updated');
      void refetch();
      close();
    } catch (error) {
      // A wrong current password (or too many tries) is said at its field; anything else in a toast.
      const problem = currentPasswordProblem(error);
      if (problem) {
        setCurrentProblem(problem);
      } else {
        console.error('Password change failed', error);
        notify('app.settings.profile.update_failed', 'error');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 560 } } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.settings.profile.title')}</DialogTitle>
        {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('app.settings.profile.username')}
              value={account.username}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField label={translate('app.settings.profile.user_id')} value={account.userID} slotProps={{ input: { readOnly: true } }} />
            <Box>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate('app.settings.profile.roles')}
              </Typography>
              <RoleChips roles={account.roles} />
            </Box>
            <StampLines createdAt={account.createdAt} updatedAt={account.updatedAt} />
            <Typography variant="subtitle1" component="h3">
              {translate('app.settings.profile.change_password')}
            </Typography>
            <PasswordField
              label={translate('app.settings.profile.current_password')}
              value={currentPassword}
              onChange={(value) => {
                setCurrentPassword(value);
                setCurrentProblem(undefined);
              }}
              helperText={currentProblem ?? ' '}
              error={!!currentProblem}
              current
            />
            <PasswordField
              label={translate('app.settings.profile.new_password')}
              value={password}
              onChange={setPassword}
              helperText={translate('app.settings.profile.min_length', { count: MIN_PASSWORD_LENGTH })}
              error={password !== '' && password.length < MIN_PASSWORD_LENGTH}
            />
            <PasswordField
              label={translate('app.settings.profile.confirm_password')}
              value={confirmation}
              onChange={setConfirmation}
              helperText={mismatch ? translate('app.settings.profile.mismatch') : ' '}
              error={mismatch}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.settings.close')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || saving}>
            {translate('app.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
