import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { InvitationActions } from './invitation-actions';

describe('InvitationActions', () => {
  it('tells the panel around it while the confirmation is open, also when it goes away open', async () => {
    stubFetch();
    const onDialogChange = vi.fn();
    const { user, unmount } = renderRoutes([
      {
        path: '/',
        element: (
          <InvitationActions
            invitation={{ id: 4, job_id: 12, status: 'pending' }}
            onAccept={() => undefined}
            onDialogChange={onDialogChange}
          />
        ),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDialogChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onDialogChange).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDialogChange).toHaveBeenLastCalledWith(true);
    unmount();
    expect(onDialogChange).toHaveBeenLastCalledWith(false);
  });
});
