import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { isOwnAccount } from './ownAccount';
import { RoleChips } from '../common/RoleChips';
import { StaffActionButtons, type StaffActions } from './StaffActionButtons';
import { StaffAvatar } from './StaffAvatar';
import type { StaffMember } from './staff.types';

/** One account as a card: initials, name, roles, timestamps, edit and delete. */
export const StaffCard = ({ member, ...actions }: StaffActions & { member: StaffMember }) => {
  const translate = useTranslate();
  return (
    <Card component="article" aria-label={member.username} data-testid="staff-card" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <StaffAvatar username={member.username} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h2" noWrap title={member.username}>
              {member.username}
            </Typography>
            {isOwnAccount(member) && <Chip label={translate('app.staff.own_account')} size="small" />}
          </Box>
        </Stack>
        <RoleChips roles={member.roles} />
        <Typography variant="caption" color="text.secondary">
          {translate('app.staff.created_at')}: {formatDateTime(member.createdAt)} · {translate('app.staff.updated_at')}:{' '}
          {formatDateTime(member.updatedAt)}
        </Typography>
      </CardContent>
      <CardActions>
        <StaffActionButtons member={member} {...actions} />
      </CardActions>
    </Card>
  );
};
