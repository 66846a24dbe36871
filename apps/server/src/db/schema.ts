import * as accounts from './schema/accounts';
import * as billing from './schema/billing';
import * as candidates from './schema/candidates';
import * as companies from './schema/companies';
import * as disputes from './schema/disputes';
import * as jobs from './schema/jobs';
import * as mail from './schema/mail';
import * as messaging from './schema/messaging';
import * as notifications from './schema/notifications';
import * as operations from './schema/operations';
import * as payments from './schema/payments';
import * as push from './schema/push';
import * as reference from './schema/reference';
import * as reputation from './schema/reputation';
import * as savedSearches from './schema/saved-searches';
import * as verification from './schema/verification';
import * as workOrders from './schema/work-orders';

export const schema = {
  ...accounts,
  ...billing,
  ...candidates,
  ...companies,
  ...disputes,
  ...jobs,
  ...mail,
  ...messaging,
  ...notifications,
  ...operations,
  ...payments,
  ...push,
  ...reference,
  ...reputation,
  ...savedSearches,
  ...verification,
  ...workOrders,
};
export type Schema = typeof schema;
