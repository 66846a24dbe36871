import type { QueryClient } from '@tanstack/react-query';

/** The company's packages (GET /api/plan/), which posting, featuring and contacting agents use up. */
export const planQueryKey = ['billing', 'plan'] as const;

export const invalidatePlan = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planQueryKey });
