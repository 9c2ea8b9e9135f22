import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffMember } from './staff.types';

export interface StaffActions {
  onEdit: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}

/** "Bearbeiten" and "Löschen" for one account; their accessible names carry the username. */
export const StaffActionButtons = ({ member, onEdit, onDelete }: StaffActions & { member: StaffMember }) => {
  const translate = useTranslate();
  const edit = translate('app.staff.edit');
  const remove = translate('app.staff.delete');
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={<EditIcon />} aria-label={`${edit} ${member.username}`} onClick={() => onEdit(member)}>
        {edit}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={`${remove} ${member.username}`}
        onClick={() => onDelete(member)}
      >
        {remove}
      </Button>
    </Stack>
  );
};
