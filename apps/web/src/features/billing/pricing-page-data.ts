import type { PageData } from '../../lib/page-data';
import { productsQuery } from './api/billing-api';

export const loadPricing: PageData = ({ queryClient }) => queryClient.fetchQuery(productsQuery);
