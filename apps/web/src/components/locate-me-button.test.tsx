import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../lib/test/fetch-stub';
import { stubGeolocation } from '../lib/test/geolocation';
import { renderRoutes } from '../lib/test/render';
import { LocateMeButton } from './locate-me-button';

function Search() {
  const [place, setPlace] = useState('');
  return (
    <>
      <LocateMeButton onLocate={setPlace} />
      <output>{place}</output>
    </>
  );
}

const renderSearch = () => renderRoutes([{ path: '/', element: <Search /> }]);

describe('LocateMeButton', () => {
  it('hands the ZIP code nearest the phone to the search, asking for a town’s precision', async () => {
    const getCurrentPosition = stubGeolocation({
      coords: { latitude: 30.2672, longitude: -97.7431, accuracy: 1500 },
    });
    const fetch = stubFetch({
      'GET /api/geo/nearest/': {
        body: { label: 'Austin, TX 78701', lat: 30.27, lon: -97.74, state_fips: '48' },
      },
    });
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Austin, TX 78701')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/geo/nearest/')[0]?.path).toContain(
      '?lat=30.2672&lon=-97.7431',
    );
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false });
  });

  it('says how to allow location when the browser blocks it, and searches nothing', async () => {
    stubGeolocation({ code: 1 });
    const fetch = stubFetch({});
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Location is blocked/);
    expect(fetch.callsTo('GET', '/api/geo/nearest/')).toHaveLength(0);
  });

  it('asks for a typed place when the phone is outside the US', async () => {
    stubGeolocation({ coords: { latitude: 48.85, longitude: 2.35, accuracy: 30 } });
    stubFetch({
      'GET /api/geo/nearest/': {
        status: 404,
        body: { detail: 'That point is not near any US ZIP code.', code: 'not_found' },
      },
    });
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fieldhire lists US places only. Type a city or ZIP code instead.',
    );
  });
});
