import TvIcon from '@mui/icons-material/Tv';
import { Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HorizontalScroll } from '../common/HorizontalScroll';
import { EditDeleteButtons } from '../common/RecordButtons';
import { SettingsListPage, useSettingsList } from '../common/SettingsListPage';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { stationScreenPath, useStations } from '../common/stations';
import { StationDialog } from './StationDialog';
import type { Station } from './station.types';

const HIDE_ON_PHONE = { display: { xs: 'none', md: 'table-cell' } };

/** /admin/stations: the preparation stations, the categories each prepares, and a way to each one's screen. */
const StationList = () => {
  const translate = useTranslate();
  const page = useSettingsList<Station>('stations', useStations());
  const categories = useCategories().data ?? [];
  const types = useMenuTypes().data ?? [];
  const categoryName = new Map(categories.map((category) => [category.categoryId, category.name]));
  const stations = page.list.data ?? [];
  return (
    <SettingsListPage
      page={page}
      texts="app.stations"
      intro={translate('app.stations.intro')}
      dialog={
        <StationDialog
          station={page.edited}
          categories={categories}
          types={types}
          pending={page.mutations.pending}
          onClose={page.closeDialog}
          onSave={(input) => page.mutations.save(page.edited?.id, input)}
        />
      }
    >
      <HorizontalScroll>
        <Table size="small" aria-label={translate('app.stations.title')} sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.stations.name')}</TableCell>
              <TableCell>{translate('app.stations.categories')}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{translate('app.stations.warn_after')}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{translate('app.stations.route_on_checkout')}</TableCell>
              <TableCell align="right">{translate('app.catalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stations.map((station) => (
              <TableRow key={station.id} data-testid="station-row">
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link to={stationScreenPath(station.id)}>{station.name}</Link>
                    {station.isDefault && <Chip size="small" color="primary" label={translate('app.stations.default_chip')} />}
                  </Stack>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>
                  {station.categoryIds.map((id) => categoryName.get(id) ?? `#${id}`).join(', ') ||
                    translate(station.isDefault ? 'app.stations.all_others' : 'app.stations.no_categories')}
                </TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{translate('app.kitchen.minutes', { smart_count: station.warnAfterMinutes })}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{translate(station.routeOnCheckout ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <IconButton
                      component={Link}
                      to={stationScreenPath(station.id)}
                      aria-label={translate('app.stations.open_screen', { name: station.name })}
                    >
                      <TvIcon />
                    </IconButton>
                    <EditDeleteButtons name={station.name} onEdit={() => page.edit(station)} onDelete={() => page.askToDelete(station)} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </HorizontalScroll>
    </SettingsListPage>
  );
};

export default StationList;
