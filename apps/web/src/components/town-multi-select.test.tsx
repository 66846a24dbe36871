import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TownRef } from '../lib/geo';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { TownMultiSelect } from './town-multi-select';

let picked: TownRef[] = [];

function Picker() {
  const [value, setValue] = useState<TownRef[]>([{ fips: '0644000', name: 'Los Angeles' }]);
  return (
    <TownMultiSelect
      stateFips="06"
      label="Towns"
      value={value}
      onChange={(towns) => {
        picked = towns;
        setValue(towns);
      }}
    />
  );
}

describe('TownMultiSelect', () => {
  it('searches the towns of the state as the user types and adds the pick', async () => {
    const fetch = stubFetch({
      'GET /api/geo/towns/': ({ path }) => ({
        body: path.includes('q=san')
          ? [
              { fips: '0667000', name: 'San Francisco', type: 'city' },
              { fips: '0668000', name: 'San Jose', type: 'city' },
            ]
          : [{ fips: '0644000', name: 'Los Angeles', type: 'city' }],
      }),
    });
    const { user } = renderRoutes([{ path: '/', element: <Picker /> }]);
    await user.type(screen.getByRole('textbox', { name: 'Towns' }), 'san');
    await user.click(await screen.findByRole('option', { name: /San Jose/ }));
    expect(picked).toEqual([
      { fips: '0644000', name: 'Los Angeles' },
      { fips: '0668000', name: 'San Jose' },
    ]);
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.path === '/api/geo/towns/?state_fips=06&q=san')).toBe(
        true,
      ),
    );
  });
});
