import TableBarIcon from '@mui/icons-material/TableBar';
import { createElement, lazy } from 'react';
import { Route } from 'react-router';
import type { DiningTable } from './table.types';

const TableList = lazy(() => import('./TableList'));
const TableCreate = lazy(() => import('./TableCreate'));
const TableEdit = lazy(() => import('./TableEdit'));
const TableShow = lazy(() => import('./TableShow'));

// The spec's detail route is /admin/tables/{tableId}, which is react-admin's "edit" route; the form is at …/edit.
export default {
  list: TableList,
  create: TableCreate,
  edit: TableShow,
  show: TableShow,
  icon: TableBarIcon,
  recordRepresentation: (table: DiningTable) => `Tisch ${table.tableNumber}`,
  children: createElement(Route, { path: ':id/edit', element: createElement(TableEdit) }),
};
