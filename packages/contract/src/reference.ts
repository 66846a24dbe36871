import { z } from 'zod';
import { jsonNumber, numberText } from './params';

export const RefItem = z.object({ id: z.number().int(), name: z.string() });
export type RefItem = z.infer<typeof RefItem>;
export const RefList = z.array(RefItem);

export const REFERENCE_KINDS = ['jobtype', 'skilltag', 'certification', 'education'] as const;
export const ReferenceKind = z.enum(REFERENCE_KINDS);
export type ReferenceKind = z.infer<typeof ReferenceKind>;

export const TOWN_TYPES = ['city', 'town', 'village', 'borough', 'cdp'] as const;

export const GeoState = z.object({ fips: z.string(), usps: z.string(), name: z.string() });
export type GeoState = z.infer<typeof GeoState>;

export const GeoTown = z.object({ fips: z.string(), name: z.string(), type: z.enum(TOWN_TYPES) });
export type GeoTown = z.infer<typeof GeoTown>;

export const GeoTownsQuery = z.object({
  state_fips: z.string().regex(/^\d{2}$/, 'state_fips must be a 2-digit FIPS code.'),
  q: z.string().trim().max(80).optional(),
  limit: numberText(jsonNumber().int().min(1).max(500)).default(50),
});

export const GeoLookupQuery = z.object({
  q: z.string().trim().min(2, 'Enter a ZIP code or "City, ST".').max(120),
});

/** A point as a phone's location gives it, in degrees. */
export const GeoNearestQuery = z.object({
  lat: numberText(jsonNumber().min(-90).max(90)),
  lon: numberText(jsonNumber().min(-180).max(180)),
});

export const GeoPoint = z.object({
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  state_fips: z.string(),
});
export type GeoPoint = z.infer<typeof GeoPoint>;
