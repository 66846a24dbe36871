import { actionEmail } from '../../platform/mail/templates';

interface Recipient {
  email: string;
  firstName: string;
}

export const verificationEmail = (user: Recipient, url: string) =>
  actionEmail({
    to: user.email,
    subject: 'Verify your email for Fieldhire',
    greeting: `Hi ${user.firstName},`,
    lines: [
      'Welcome to Fieldhire. Please confirm this is your email address so you can apply to jobs and message companies.',
    ],
    action: { label: 'Verify email', url },
    footer:
      'This link expires in 3 days. If you did not sign up for Fieldhire, you can ignore this email.',
  });

export const passwordResetEmail = (user: Recipient, url: string) =>
  actionEmail({
    to: user.email,
    subject: 'Reset your Fieldhire password',
    greeting: `Hi ${user.firstName},`,
    lines: ['We received a request to reset the password of your Fieldhire account.'],
    action: { label: 'Choose a new password', url },
    footer:
      'This link expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays the same.',
  });

export const signUpAttemptEmail = (user: Recipient & { username: string }, url: string) =>
  actionEmail({
    to: user.email,
    subject: 'Someone tried to sign up for Fieldhire with your email',
    greeting: `Hi ${user.firstName},`,
    lines: [
      'Someone just tried to create a new Fieldhire account with this email address. You already have an account, so we did not create another one, and nothing about your account changed.',
      `If it was you, log in with your username ${user.username} or this email address. Forgot your password? You can choose a new one with the link below.`,
    ],
    action: { label: 'Choose a new password', url },
    footer:
      'This link expires in 1 hour. If it was not you, you can ignore this email; your password stays the same.',
  });
