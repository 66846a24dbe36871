import { actionEmail, type Unsubscribe } from '../../platform/mail/templates';

export const teamInviteEmail = (invite: {
  to: string;
  companyName: string;
  inviterName: string;
  role: string;
  url: string;
  days: number;
  unsubscribe: Unsubscribe;
}) =>
  actionEmail({
    to: invite.to,
    subject: `${invite.inviterName} invited you to ${invite.companyName} on Fieldhire`,
    greeting: 'Hello,',
    lines: [
      `${invite.inviterName} invited you to join ${invite.companyName} on Fieldhire as ${invite.role === 'admin' ? 'an admin' : 'a member'}.`,
      'Fieldhire is where companies post field-service jobs and work with the agents who do them.',
    ],
    action: { label: `Join ${invite.companyName}`, url: invite.url },
    footer: `This invitation expires in ${invite.days} ${invite.days === 1 ? 'day' : 'days'}. If you were not expecting it, you can ignore this email.`,
    unsubscribe: invite.unsubscribe,
  });
