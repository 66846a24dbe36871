import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/** Why a listing could not be opened again; a missing job post (402) links to the packages. */
export function ListingErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}
      {error instanceof ApiRequestError && error.status === 402 && (
        <>
          {' '}
          <Anchor component={Link} to="/pricing" size="sm">
            See packages
          </Anchor>
        </>
      )}
    </Alert>
  );
}
