import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../lib/test/render';
import { Providers } from './providers';

// The toast stack's code cannot be fetched, as on a phone with no signal.
vi.mock('./toast-stack', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('Toasts without their code', () => {
  it('keep the page when the toast stack cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers queryClient={createTestQueryClient()}>
        <p>Photos waiting to send</p>
      </Providers>,
    );
    act(() => {
      notifications.show({
        message: 'Saved on this phone; it will be sent when you are back online.',
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Photos waiting to send')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });
});
