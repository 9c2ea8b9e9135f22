import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StaffView = 'cards' | 'table';

interface Props {
  view: StaffView;
  onViewChange: (view: StaffView) => void;
  onRefresh: () => void;
  onCreate: () => void;
}

/** Title, "Neuer Mitarbeiter", cards/table toggle and refresh. */
export const StaffToolbar = ({ view, onViewChange, onRefresh, onCreate }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {translate('app.staff.title')}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v) => v && onViewChange(v)}>
        <ToggleButton value="cards" aria-label={translate('app.staff.view_cards')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate('app.staff.view_table')}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('app.action.refresh')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        {translate('app.staff.new')}
      </Button>
    </Stack>
  );
};
