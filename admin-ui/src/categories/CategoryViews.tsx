import { Box, Card, CardActions, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HorizontalScroll } from '../common/HorizontalScroll';
import { MissingTranslationsChip } from '../common/MissingTranslations';
import { EditDeleteButtons, ReorderButtons } from '../common/RecordButtons';
import type { MoveDirection } from '../common/sortOrder';
import type { Category } from './category.types';

/** What one can do with a listed category; moves stay within its menu type. */
export interface CategoryHandlers {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onMove: (group: Category[], index: number, direction: MoveDirection) => void;
  /** Sorting needs the type's whole list: it is off while a search hides some categories. */
  reorderDisabled: boolean;
}

interface Props extends CategoryHandlers {
  /** One menu type's categories, in the guests' order. */
  categories: Category[];
  /** The menu type's name, naming the table. */
  typeName: string;
}

/** One menu type's categories as cards. */
export const CategoryCards = ({ categories, typeName, ...handlers }: Props) => (
  <Box
    component="ul"
    aria-label={typeName}
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', p: 0, m: 0 }}
  >
    {categories.map((category, index) => (
      <Card
        component="li"
        key={category.id}
        variant="outlined"
        aria-label={category.name}
        data-testid="category-card"
        sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ display: 'grid', gap: 0.5, pb: 0, flexGrow: 1 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {category.name}
          </Typography>
          <MissingTranslationsChip missing={category.missingTranslations} />
          {category.description && (
            <Typography variant="body2" color="text.secondary">
              {category.description}
            </Typography>
          )}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between' }}>
          <ReorderButtons
            name={category.name}
            recordId={category.id}
            index={index}
            count={categories.length}
            disabled={handlers.reorderDisabled}
            onMove={(direction) => handlers.onMove(categories, index, direction)}
          />
          <EditDeleteButtons name={category.name} onEdit={() => handlers.onEdit(category)} onDelete={() => handlers.onDelete(category)} />
        </CardActions>
      </Card>
    ))}
  </Box>
);

/** One menu type's categories as a table: order, name, description, actions. */
export const CategoryTable = ({ categories, typeName, ...handlers }: Props) => {
  const translate = useTranslate();
  return (
    <HorizontalScroll>
      <Table size="small" aria-label={typeName} sx={{ tableLayout: 'fixed', minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 96 }}>{translate('app.catalogue.position')}</TableCell>
            <TableCell>{translate('app.categories.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate('app.categories.description')}</TableCell>
            <TableCell align="right" sx={{ width: 120 }}>
              {translate('app.catalogue.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow key={category.id} data-testid="category-row">
              <TableCell>
                <ReorderButtons
                  name={category.name}
                  recordId={category.id}
                  index={index}
                  count={categories.length}
                  disabled={handlers.reorderDisabled}
                  onMove={(direction) => handlers.onMove(categories, index, direction)}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                {category.name} <MissingTranslationsChip missing={category.missingTranslations} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>{category.description}</TableCell>
              <TableCell align="right">
                <EditDeleteButtons
                  name={category.name}
                  onEdit={() => handlers.onEdit(category)}
                  onDelete={() => handlers.onDelete(category)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
};
