import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { HorizontalScroll } from '../common/HorizontalScroll';
import { MissingTranslationsChip } from '../common/MissingTranslations';
import { ActiveSwitch, EditDeleteButtons, ReorderButtons } from '../common/RecordButtons';
import type { MoveDirection } from '../common/sortOrder';
import type { MenuType } from './menuType.types';

/** What one can do with a listed menu type. */
export interface MenuTypeHandlers {
  onEdit: (type: MenuType) => void;
  onDelete: (type: MenuType) => void;
  onToggleActive: (type: MenuType) => void;
  onMove: (index: number, direction: MoveDirection) => void;
  /** Sorting needs the whole list: it is off while a search hides some types. */
  reorderDisabled: boolean;
  busy: boolean;
}

interface Props extends MenuTypeHandlers {
  types: MenuType[];
}

/** The menu types as cards, in the guests' order. */
export const MenuTypeCards = ({ types, ...handlers }: Props) => (
  <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', p: 0, m: 0 }}>
    {types.map((type, index) => (
      <Card component="li" key={type.id} variant="outlined" aria-label={type.name} data-testid="menu-type-card" sx={{ listStyle: 'none' }}>
        <CardContent sx={{ display: 'grid', gap: 1, pb: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {type.name}
            </Typography>
            <Chip label={type.code} size="small" variant="outlined" />
          </Stack>
          <MissingTranslationsChip missing={type.missingTranslations} />
          <ActiveSwitch name={type.name} active={type.active} disabled={handlers.busy} onToggle={() => handlers.onToggleActive(type)} />
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between' }}>
          <ReorderButtons
            name={type.name}
            recordId={type.id}
            index={index}
            count={types.length}
            disabled={handlers.reorderDisabled}
            onMove={(direction) => handlers.onMove(index, direction)}
          />
          <EditDeleteButtons name={type.name} onEdit={() => handlers.onEdit(type)} onDelete={() => handlers.onDelete(type)} />
        </CardActions>
      </Card>
    ))}
  </Box>
);

/** The menu types as a table: order, code, name, active, actions. */
export const MenuTypeTable = ({ types, ...handlers }: Props) => {
  const translate = useTranslate();
  return (
    <HorizontalScroll>
      <Table size="small" aria-label={translate('app.menu_types.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.catalogue.position')}</TableCell>
            <TableCell>{translate('app.menu_types.code')}</TableCell>
            <TableCell>{translate('app.menu_types.name')}</TableCell>
            <TableCell>{translate('app.catalogue.active')}</TableCell>
            <TableCell align="right">{translate('app.catalogue.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type, index) => (
            <TableRow key={type.id} data-testid="menu-type-row">
              <TableCell>
                <ReorderButtons
                  name={type.name}
                  recordId={type.id}
                  index={index}
                  count={types.length}
                  disabled={handlers.reorderDisabled}
                  onMove={(direction) => handlers.onMove(index, direction)}
                />
              </TableCell>
              <TableCell>{type.code}</TableCell>
              <TableCell component="th" scope="row">
                {type.name} <MissingTranslationsChip missing={type.missingTranslations} />
              </TableCell>
              <TableCell>
                <ActiveSwitch
                  name={type.name}
                  active={type.active}
                  disabled={handlers.busy}
                  compact
                  onToggle={() => handlers.onToggleActive(type)}
                />
              </TableCell>
              <TableCell align="right">
                <EditDeleteButtons name={type.name} onEdit={() => handlers.onEdit(type)} onDelete={() => handlers.onDelete(type)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
};
