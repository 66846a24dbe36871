import type { UserInfo } from '@fieldhire/contract/accounts';
import { renderRoutes } from '../../../lib/test/render';
import { WorkOrderPage } from '../pages/work-order-page';

/** The address of work order 11, the fixtures' work order. */
export const WORK_ORDER_PATH = '/api/work-orders/11/';

/** Work order 11's page as the viewer sees it. */
export function renderWorkOrderPage(viewer: UserInfo) {
  return renderRoutes([{ path: '/work-orders/:id', element: <WorkOrderPage /> }], {
    initialEntry: '/work-orders/11',
    signedInAs: viewer,
  });
}
