import type { UserInfo } from '@fieldhire/contract/accounts';
import { storeAuthToken } from '../../../lib/auth-token';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { WorkOrderPage } from '../pages/work-order-page';

/** The address of work order 11, the fixtures' work order. */
export const WORK_ORDER_PATH = '/api/work-orders/11/';

/** Work order 11's page as the viewer sees it. */
export function renderWorkOrderPage(viewer: UserInfo) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/work-orders/:id', element: <WorkOrderPage /> }], {
    initialEntry: '/work-orders/11',
    queryClient,
  });
}
