import { MESSAGES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, TEST_CSRF_TOKEN, type StubReply } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { ContactPage } from './contact-page';

const renderContact = () =>
  renderRoutes([{ path: '/contact', element: <ContactPage /> }], { initialEntry: '/contact' });

async function fillForm(user: UserEvent) {
  const fields: [string, string][] = [
    ['Name', 'Ada Lovelace'],
    ['Email', 'ada@example.com'],
    ['Subject', 'Invoices'],
    ['Message', 'Where can I download last month’s invoice?'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

const thanks: StubReply = { body: { detail: 'Thanks, we will get back to you.' } };

describe('ContactPage', () => {
  it('sends the message and shows the thanks text', async () => {
    const fetch = stubFetch({ 'POST /api/contact/': thanks });
    const { user } = renderContact();
    await fillForm(user);

    expect(await screen.findByText(MESSAGES.contactThanks)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contact/')[0]!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Invoices',
      message: 'Where can I download last month’s invoice?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('refreshes the CSRF token and retries once on a 403', async () => {
    const fetch = stubFetch({
      'POST /api/contact/': [
        { status: 403, body: { detail: 'CSRF Failed', code: 'csrf_failed' } },
        thanks,
      ],
    });
    const { user } = renderContact();
    await fillForm(user);
    expect(await screen.findByText(MESSAGES.contactThanks)).toBeInTheDocument();
    const posts = fetch.callsTo('POST', '/api/contact/');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('X-CSRFToken')).toBe(TEST_CSRF_TOKEN);
  });

  it('checks the fields before sending and shows server field errors', async () => {
    const fetch = stubFetch({
      'POST /api/contact/': {
        status: 400,
        body: {
          detail: 'email: Enter a valid email address.',
          code: 'validation_error',
          fields: { email: ['Enter a valid email address.'] },
        },
      },
    });
    const { user } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contact/')).toHaveLength(0);

    await fillForm(user);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to wait when rate limited', async () => {
    stubFetch({
      'POST /api/contact/': {
        status: 429,
        body: { detail: 'Too many requests. Please try again later.', code: 'rate_limited' },
      },
    });
    const { user } = renderContact();
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    );
  });
});
