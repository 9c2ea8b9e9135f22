import { Box, Card, CardActions, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HorizontalScroll } from '../common/HorizontalScroll';
import { formatEuro } from '../common/format';
import { MissingTranslationsChip } from '../common/MissingTranslations';
import { ActiveSwitch, EditDeleteButtons } from '../common/RecordButtons';
import { AllergenChips } from '../common/AllergenPicker';
import type { Extra } from './extra.types';

/** What one can do with a listed extra. */
export interface ExtraHandlers {
  onEdit: (extra: Extra) => void;
  onDelete: (extra: Extra) => void;
  onToggleActive: (extra: Extra) => void;
  /** The names of what an extra applies to; empty for all products. */
  scopeOf: (extra: Extra) => string[];
  busy: boolean;
}

interface Props extends ExtraHandlers {
  extras: Extra[];
}

const Scope = ({ names }: { names: string[] }) => {
  const translate = useTranslate();
  return <>{names.length === 0 ? translate('app.extras.applies_to_all') : names.join(', ')}</>;
};

/** The extras as cards. */
export const ExtraCards = ({ extras, ...handlers }: Props) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', p: 0, m: 0 }}>
      {extras.map((extra) => (
        <Card
          component="li"
          key={extra.id}
          variant="outlined"
          aria-label={extra.name}
          data-testid="extra-card"
          sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
        >
          <CardContent sx={{ display: 'grid', gap: 1, pb: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {extra.name}
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatEuro(extra.price)}
              </Typography>
            </Stack>
            <AllergenChips codes={extra.allergens} />
            <MissingTranslationsChip missing={extra.missingTranslations} />
            <Typography variant="body2" color="text.secondary">
              {translate('app.extras.applies_to')}: <Scope names={handlers.scopeOf(extra)} />
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'space-between' }}>
            <ActiveSwitch
              name={extra.name}
              active={extra.active}
              disabled={handlers.busy}
              onToggle={() => handlers.onToggleActive(extra)}
            />
            <EditDeleteButtons name={extra.name} onEdit={() => handlers.onEdit(extra)} onDelete={() => handlers.onDelete(extra)} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};

/** Columns shown from 900 px on. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The extras as a table: name, price, allergens, what they apply to, active, actions. */
export const ExtraTable = ({ extras, ...handlers }: Props) => {
  const translate = useTranslate();
  return (
    <HorizontalScroll>
      <Table size="small" aria-label={translate('app.extras.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.extras.name')}</TableCell>
            <TableCell align="right">{translate('app.extras.price_column')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate('app.extras.allergens')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate('app.extras.applies_to')}</TableCell>
            <TableCell>{translate('app.catalogue.active')}</TableCell>
            <TableCell align="right">{translate('app.catalogue.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {extras.map((extra) => (
            <TableRow key={extra.id} data-testid="extra-row">
              <TableCell component="th" scope="row">
                {extra.name} <MissingTranslationsChip missing={extra.missingTranslations} />
                {/* On a tablet the allergens and the scope go under the name instead of into columns of their own. */}
                <Box sx={{ display: { md: 'none' }, mt: 0.5, color: 'text.secondary' }}>
                  <AllergenChips codes={extra.allergens} compact />
                  <Scope names={handlers.scopeOf(extra)} />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuro(extra.price)}
              </TableCell>
              <TableCell sx={WIDE_ONLY}>
                <AllergenChips codes={extra.allergens} compact />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>
                <Scope names={handlers.scopeOf(extra)} />
              </TableCell>
              <TableCell>
                <ActiveSwitch
                  name={extra.name}
                  active={extra.active}
                  disabled={handlers.busy}
                  compact
                  onToggle={() => handlers.onToggleActive(extra)}
                />
              </TableCell>
              <TableCell align="right">
                <EditDeleteButtons name={extra.name} onEdit={() => handlers.onEdit(extra)} onDelete={() => handlers.onDelete(extra)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
};
