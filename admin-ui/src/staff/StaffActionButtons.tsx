import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffMember } from './staff.types';

export interface StaffActions {
  onEdit: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}

interface Props extends StaffActions {
  member: StaffMember;
  /** Icons only (with tooltips), for the table's narrow column. */
  compact?: boolean;
}

/** "Bearbeiten" and "Löschen" for one account; their accessible names carry the username. */
export const StaffActionButtons = ({ member, onEdit, onDelete, compact }: Props) => {
  const translate = useTranslate();
  const actions = [
    { key: 'edit', label: translate('app.staff.edit'), icon: <EditIcon />, color: 'primary' as const, run: () => onEdit(member) },
    { key: 'delete', label: translate('app.staff.delete'), icon: <DeleteIcon />, color: 'error' as const, run: () => onDelete(member) },
  ];
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 1} onClick={(e) => e.stopPropagation()}>
      {actions.map(({ key, label, icon, color, run }) =>
        compact ? (
          <Tooltip key={key} title={label}>
            <IconButton size="small" color={color} aria-label={`${label} ${member.username}`} onClick={run}>
              {icon}
            </IconButton>
          </Tooltip>
        ) : (
          <Button key={key} size="small" color={color} startIcon={icon} aria-label={`${label} ${member.username}`} onClick={run}>
            {label}
          </Button>
        ),
      )}
    </Stack>
  );
};
