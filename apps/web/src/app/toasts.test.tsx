import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../lib/test/render';
import { Providers } from './providers';

describe('Toasts', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('mounts the toast stack with the first toast, and shows it', async () => {
    render(
      <Providers queryClient={createTestQueryClient()}>
        <p>Page</p>
      </Providers>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ title: 'Saved', message: 'The search is saved.' });
    });
    expect(await screen.findByText('The search is saved.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
