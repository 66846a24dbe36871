import type { MarketplaceWeek } from '@fieldhire/contract/operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './ops-api';

/** The CSV download of the same weeks; the operator's cookie goes with a plain link. */
export const figuresCsvPath = (weeks: number) => `/api/ops/figures.csv?weeks=${weeks}`;

export const useMarketplaceFigures = (weeks: number) =>
  useQuery({
    queryKey: [...opsKey, 'figures', weeks],
    queryFn: ({ signal }) =>
      apiClient.get<{ weeks: MarketplaceWeek[] }>('/api/ops/figures/', {
        query: { weeks },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
