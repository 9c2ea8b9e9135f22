import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { StaffMember } from './staff.types';

const StaffList = lazy(() => import('./StaffList'));

// Create and edit are dialogs on the list (spec 2 has one route, /admin/staff).
export default {
  list: StaffList,
  icon: PeopleIcon,
  recordRepresentation: (member: StaffMember) => member.username,
};
