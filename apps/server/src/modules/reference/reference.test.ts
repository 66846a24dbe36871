import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATIONS, EDUCATIONS, JOB_TYPES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createTestApp());
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('reference lists', () => {
  it.each([
    ['jobtype', JOB_TYPES],
    ['skilltag', SKILL_TAGS],
    ['certification', CERTIFICATIONS],
    ['education', EDUCATIONS],
  ] as const)('/api/dyn/%s/ lists every entry in order', async (kind, names) => {
    const response = await get(`/api/dyn/${kind}/`);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ id: number; name: string }[]>();
    expect(items.map((item) => item.name)).toEqual([...names]);
    expect(items.every((item) => Number.isInteger(item.id))).toBe(true);
  });

  it('has the 23 job types and answers 400 for an unknown kind', async () => {
    expect((await get('/api/dyn/jobtype')).json()).toHaveLength(23);
    const unknown = await get('/api/dyn/planets/');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.kind).toBeDefined();
  });
});

describe('geography', () => {
  it('lists states with FIPS and USPS codes', async () => {
    const states = (await get('/api/geo/states/')).json<
      { fips: string; usps: string; name: string }[]
    >();
    expect(states.find((state) => state.usps === 'CA')).toEqual({
      fips: '06',
      usps: 'CA',
      name: 'California',
    });
    expect(states.length).toBeGreaterThanOrEqual(51);
  });

  it('searches towns of a state by name', async () => {
    const response = await get('/api/geo/towns/?state_fips=06&q=san');
    expect(response.statusCode).toBe(200);
    const towns = response.json<{ fips: string; name: string; type: string }[]>();
    expect(towns.length).toBeGreaterThan(0);
    expect(towns.every((town) => town.fips.startsWith('06') && /san/i.test(town.name))).toBe(true);
    expect(towns.some((town) => town.name === 'San Francisco')).toBe(true);
  });

  it('refuses a malformed state code with a 400 naming the field', async () => {
    const response = await get('/api/geo/towns/?state_fips=California');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.state_fips).toBeDefined();
  });

  it('looks up a ZIP and a "City, ST" to a point, 404 for nowhere', async () => {
    const zip = (await get('/api/geo/lookup/?q=10001')).json();
    expect(zip.state_fips).toBe('36');
    expect(zip.lat).toBeCloseTo(40.75, 0);
    const city = await get(`/api/geo/lookup/?q=${encodeURIComponent('Austin, TX')}`);
    expect(city.statusCode).toBe(200);
    expect(city.json()).toMatchObject({ state_fips: '48' });
    expect(city.json().lon).toBeCloseTo(-97.7, 0);
    const nowhere = await get('/api/geo/lookup/?q=Atlantis%2C%20ZZ');
    expect(nowhere.statusCode).toBe(404);
    expect((await get('/api/geo/lookup/?q=')).statusCode).toBe(400);
  });

  it("finds the ZIP code nearest a phone's location, which the lookup finds again", async () => {
    const near = await get('/api/geo/nearest/?lat=30.2672&lon=-97.7431');
    expect(near.statusCode).toBe(200);
    const point = near.json();
    expect(point.label).toMatch(/^Austin, TX 787\d\d$/);
    expect(point.state_fips).toBe('48');
    const again = (await get(`/api/geo/lookup/?q=${encodeURIComponent(point.label)}`)).json();
    expect(again).toMatchObject({ lat: point.lat, lon: point.lon });
    const atSea = await get('/api/geo/nearest/?lat=30&lon=-40');
    expect(atSea.statusCode).toBe(404);
    expect(atSea.json().detail).toMatch(/not near any US ZIP code/);
    for (const query of ['lat=91&lon=0', 'lat=30', 'lat=north&lon=-97', 'lat=30&lon=-181']) {
      expect((await get(`/api/geo/nearest/?${query}`)).statusCode).toBe(400);
    }
  });
});
