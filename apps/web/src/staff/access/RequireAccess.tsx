import { checkAccess, type RouteAccess } from '@backroom/domain/access';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** A screen whose access control the user lacks redirects to / (spec 1 §5). */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const user = useSignedInUser();
  if (checkAccess(user, access) !== null) return <Navigate to="/" replace />;
  return children;
}
