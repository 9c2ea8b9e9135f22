import type { ReactNode } from 'react';
import { CanAccess, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { pageOf } from '../providers/access';
import { homePath } from '../providers/token';
import { NoPermission } from './NoPermission';

/** The admin panel's address takes floor staff to their own screen rather than to a refusal. */
const ToOwnScreen = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? null : <Navigate to={homePath(permissions ?? [])} replace />;
};

/**
 * Shows the page at the current address only to a role that may open it (authProvider.canAccess); any other role
 * gets the no-permission page there, still logged in. One guard for every page: not all of them use a react-admin
 * controller, which would check it itself.
 */
export const PageAccess = ({ children }: { children: ReactNode }) => {
  const page = pageOf(useLocation().pathname);
  return (
    <CanAccess resource={page} action="access" accessDenied={page === 'dashboard' ? <ToOwnScreen /> : <NoPermission />}>
      {children}
    </CanAccess>
  );
};
