import type { UserInfo } from '@fieldhire/contract/accounts';
import type { ServerEvent } from '@fieldhire/contract/messaging';

export interface Notice {
  title: string;
  message: string;
}

const STATUS_WORDS: Record<string, string> = {
  reviewed: 'reviewed',
  shortlisted: 'shortlisted',
  approved: 'approved',
  rejected: 'not selected',
};

/** The toast, if any, for an event the viewer did not cause. */
export function noticeFor(event: ServerEvent, viewer: Pick<UserInfo, 'role'>): Notice | null {
  if (event.type === 'application') {
    const { status, job } = event.application;
    if (viewer.role === 'candidate' && STATUS_WORDS[status]) {
      return { title: 'Application update', message: `${job.title}: ${STATUS_WORDS[status]}.` };
    }
    if (viewer.role === 'employer' && status === 'pending') {
      return { title: 'New applicant', message: `Someone applied to ${job.title}.` };
    }
    if (viewer.role === 'employer' && status === 'withdrawn') {
      return {
        title: 'Application withdrawn',
        message: `An applicant withdrew from ${job.title}.`,
      };
    }
    return null;
  }
  if (event.type === 'invite') {
    return {
      title: 'Job invitation',
      message: `${event.from.name} invited you to ${event.job.title}.`,
    };
  }
  return null;
}
