import type { UserInfo } from '@fieldhire/contract/accounts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../lib/user-info';
import { PageLoader } from './page-loader';

/** Pages for signed-in users: guests log in first and come back. */
export function ViewerGate({ children }: { children: (viewer: UserInfo) => ReactNode }) {
  const userInfo = useUserInfo();
  const location = useLocation();
  if (userInfo.isPending) return <PageLoader />;
  const viewer = userInfo.data ?? null;
  if (!viewer) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children(viewer);
}
