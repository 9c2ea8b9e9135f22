import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { FormControlLabel, IconButton, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MoveDirection } from './sortOrder';

/** Edit and delete buttons of one record, named after it for screen readers. */
export const EditDeleteButtons = ({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ display: 'inline-flex' }}>
      <IconButton aria-label={translate('app.catalogue.edit_named', { name })} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={translate('app.catalogue.delete_named', { name })} onClick={onDelete} color="error">
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};

/** The place of the button that moves `recordId` in `direction`, so focus can return to it after the list re-sorts. */
export const reorderButtonKey = (recordId: string | number, direction: MoveDirection) => `${recordId}:${direction < 0 ? 'up' : 'down'}`;

interface ReorderProps {
  name: string;
  recordId: string | number;
  /** Place in the list and its length: the first cannot go up, the last not down. */
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** Up and down buttons that move a record one place (keyboard-friendly instead of dragging). */
export const ReorderButtons = ({ name, recordId, index, count, disabled, onMove }: ReorderProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={translate('app.catalogue.move_up', { name })}
        data-reorder={reorderButtonKey(recordId, -1)}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('app.catalogue.move_down', { name })}
        data-reorder={reorderButtonKey(recordId, 1)}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};

/** "Aktiv" switch of one record; its accessible name says which. `compact`: no visible label (a table's column says it). */
export const ActiveSwitch = ({
  name,
  active,
  disabled,
  compact,
  onToggle,
}: {
  name: string;
  active: boolean;
  disabled?: boolean;
  compact?: boolean;
  onToggle: () => void;
}) => {
  const translate = useTranslate();
  const control = (
    <Switch
      checked={active}
      disabled={disabled}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': translate('app.catalogue.active_named', { name }) } }}
    />
  );
  if (compact) return control;
  return <FormControlLabel label={translate(active ? 'app.catalogue.active' : 'app.catalogue.inactive')} control={control} />;
};
