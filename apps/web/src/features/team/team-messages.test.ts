import { MESSAGES } from '@fieldhire/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { inviteErrorMessage, teamUpdateErrorMessage } from './team-messages';

const failure = (status: number, detail?: string) =>
  new ApiRequestError(status, detail ? { detail, code: 'x' } : null);

describe('team messages', () => {
  it('says Permission Denied for 401 and 403', () => {
    expect(teamUpdateErrorMessage(failure(401, 'Log in first.'))).toBe('Permission Denied');
    expect(teamUpdateErrorMessage(failure(403, 'Only the owner can change admins.'))).toBe(
      MESSAGES.permissionDenied,
    );
  });

  it("shows the server's message for a 400", () => {
    expect(teamUpdateErrorMessage(failure(400, 'A company needs at least one owner.'))).toBe(
      'A company needs at least one owner.',
    );
  });

  it('says the spec text, misspelling included, for anything else', () => {
    for (const error of [
      failure(500, 'boom'),
      failure(404, 'Not found.'),
      failure(0),
      new Error('x'),
    ]) {
      expect(teamUpdateErrorMessage(error)).toBe('Interal Server Error, Try Again Later');
    }
  });

  it("shows the server's message when an invite fails", () => {
    expect(inviteErrorMessage(failure(400, 'ann@example.com is already on your team.'))).toBe(
      'ann@example.com is already on your team.',
    );
    expect(inviteErrorMessage(failure(0))).toBe(MESSAGES.noResponse);
  });
});
