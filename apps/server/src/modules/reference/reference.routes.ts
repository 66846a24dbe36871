import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  GeoLookupQuery,
  GeoNearestQuery,
  GeoPoint,
  GeoState,
  GeoTown,
  GeoTownsQuery,
  RefList,
  ReferenceKind,
} from '@fieldhire/contract/reference';
import { notFound } from '../../platform/errors';
import { listStates, lookup, nearestZip, searchTowns } from '../../platform/geo/geo-data';
import type { ReferenceService } from './reference.service';

const CACHE = 'public, max-age=3600';

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/dyn/:kind/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Job types, skill tags, certifications or educations',
        params: z.object({ kind: ReferenceKind }),
        response: { 200: RefList, 400: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return reference.list(request.params.kind);
    },
  );

  app.get(
    '/api/geo/states/',
    {
      schema: {
        tags: ['geography'],
        summary: 'US states and territories',
        response: { 200: z.array(GeoState) },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', CACHE);
      return listStates();
    },
  );

  app.get(
    '/api/geo/towns/',
    {
      schema: {
        tags: ['geography'],
        summary: 'Towns of a state, optionally filtered by name',
        querystring: GeoTownsQuery,
        response: { 200: z.array(GeoTown), 400: ApiError },
      },
    },
    (request, reply) => {
      reply.header('cache-control', CACHE);
      const { state_fips, q, limit } = request.query;
      return searchTowns(state_fips, q, limit).map(({ fips, name, type }) => ({
        fips,
        name,
        type,
      }));
    },
  );

  app.get(
    '/api/geo/lookup/',
    {
      schema: {
        tags: ['geography'],
        summary: 'A ZIP code or "City, ST" to a point',
        querystring: GeoLookupQuery,
        response: { 200: GeoPoint, 400: ApiError, 404: ApiError },
      },
    },
    (request) => {
      const point = lookup(request.query.q);
      if (!point) throw notFound(`No place matches "${request.query.q}".`);
      return point;
    },
  );

  app.get(
    '/api/geo/nearest/',
    {
      schema: {
        tags: ['geography'],
        summary: 'The ZIP code nearest a point, as "City, ST 12345"',
        querystring: GeoNearestQuery,
        response: { 200: GeoPoint, 400: ApiError, 404: ApiError },
      },
    },
    (request) => {
      const point = nearestZip(request.query.lat, request.query.lon);
      if (!point) throw notFound('That point is not near any US ZIP code.');
      return point;
    },
  );
};
