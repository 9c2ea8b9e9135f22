import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TranslationsCsvButtons } from './TranslationsCsvButtons';

export type ProductsView = 'cards' | 'table';

interface Props {
  view: ProductsView;
  onViewChange: (view: ProductsView) => void;
  onRefresh: () => void;
  onCreate: () => void;
  /** The admin API is not active: no new products. */
  disabled?: boolean;
}

/** Title, cards/table toggle, refresh, the translations CSV and "Neues Produkt". */
export const ProductsToolbar = ({ view, onViewChange, onRefresh, onCreate, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', pt: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {translate('app.products.title')}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v) => v && onViewChange(v)}>
        <ToggleButton value="cards" aria-label={translate('app.products.view_cards')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate('app.products.view_table')}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('app.action.refresh')}
      </Button>
      <TranslationsCsvButtons disabled={disabled} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} disabled={disabled}>
        {translate('app.products.new')}
      </Button>
    </Stack>
  );
};
