import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Station } from './station.types';

const StationList = lazy(() => import('./StationList'));

// One settings screen: the list creates, edits and deletes in dialogs; /admin/stations/:id is each station's screen (App.tsx).
export default {
  list: StationList,
  icon: StorefrontIcon,
  recordRepresentation: (station: Station) => station.name,
};
