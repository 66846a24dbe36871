import type { CalendarLink } from '@fieldhire/contract/work-orders';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const calendarLinkKey = ['work-orders', 'calendar-link'] as const;

/** The address of the agent's own calendar feed (it carries a secret token). */
export function useCalendarLink(enabled: boolean) {
  return useQuery({
    queryKey: calendarLinkKey,
    queryFn: ({ signal }) =>
      apiClient.get<z.infer<typeof CalendarLink>>('/api/work-orders/calendar-link/', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The same feed as a webcal:// link, which phones open in their calendar app. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
