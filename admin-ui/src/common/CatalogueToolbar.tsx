import AddIcon from '@mui/icons-material/Add';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type CatalogueView = 'cards' | 'table';

interface Props {
  title: string;
  view: CatalogueView;
  onViewChange: (view: CatalogueView) => void;
  newLabel: string;
  onNew: () => void;
  /** Search field and filters, in a row below the title. */
  children?: ReactNode;
}

/** Title, cards/table toggle and the "new" button of a catalogue screen, with its filters below. */
export const CatalogueToolbar = ({ title, view, onViewChange, newLabel, onNew, children }: Props) => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 2, pb: 1, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: CatalogueView | null) => v && onViewChange(v)}>
          <ToggleButton value="cards" aria-label={translate('app.catalogue.view_cards')}>
            <ViewModuleIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label={translate('app.catalogue.view_table')}>
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          {newLabel}
        </Button>
      </Stack>
      {children && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {children}
        </Stack>
      )}
    </Box>
  );
};
