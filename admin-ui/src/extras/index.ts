import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import { lazy } from 'react';
import type { Extra } from './extra.types';

const ExtraList = lazy(() => import('./ExtraList'));

// One screen at /admin/extras: the list creates, edits and deletes in dialogs (issue 12, point 3).
export default {
  list: ExtraList,
  icon: AddCircleIcon,
  recordRepresentation: (extra: Extra) => extra.name,
};
