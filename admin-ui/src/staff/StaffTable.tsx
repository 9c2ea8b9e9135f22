import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { RoleChips } from '../common/RoleChips';
import { StaffActionButtons, type StaffActions } from './StaffActionButtons';
import { StaffAvatar } from './StaffAvatar';
import type { StaffMember } from './staff.types';

/** The accounts as a table: name, roles, created, changed (on wide screens), actions; a click on a row edits it. */
export const StaffTable = ({ onEdit, onDelete }: StaffActions) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.staff.columns.${key}`);
  // On a tablet (about 800 px) the table keeps to what fits beside the menu.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <Datagrid
      bulkActionButtons={false}
      optimized={false}
      rowClick={(_id, _resource, record) => {
        onEdit(record as StaffMember);
        return false;
      }}
    >
      <FunctionField<StaffMember>
        label={column('username')}
        sortBy="username"
        render={(member) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <StaffAvatar username={member.username} size={32} />
            <span>{member.username}</span>
          </Stack>
        )}
      />
      <FunctionField<StaffMember> label={column('roles')} sortable={false} render={(member) => <RoleChips roles={member.roles} />} />
      <FunctionField<StaffMember> label={column('createdAt')} sortBy="createdAt" render={(member) => formatDateTime(member.createdAt)} />
      {wide && (
        <FunctionField<StaffMember> label={column('updatedAt')} sortBy="updatedAt" render={(member) => formatDateTime(member.updatedAt)} />
      )}
      <FunctionField<StaffMember>
        label={column('actions')}
        sortable={false}
        render={(member) => <StaffActionButtons member={member} onEdit={onEdit} onDelete={onDelete} compact />}
      />
    </Datagrid>
  );
};
