import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const referenceTable = (name: string) =>
  pgTable(
    name,
    {
      id: integer().primaryKey().generatedAlwaysAsIdentity(),
      name: text().notNull(),
      position: integer().notNull().default(0),
    },
    (t) => [uniqueIndex(`${name}_name_key`).on(t.name)],
  );

export const jobTypes = referenceTable('job_types');
export const skillTags = referenceTable('skill_tags');
export const certifications = referenceTable('certifications');
export const educations = referenceTable('educations');

export const geoStates = pgTable('geo_states', {
  fips: text().primaryKey(),
  usps: text().notNull(),
  name: text().notNull(),
});

export const geoTowns = pgTable(
  'geo_towns',
  {
    fips: text().primaryKey(),
    stateFips: text()
      .notNull()
      .references(() => geoStates.fips),
    name: text().notNull(),
    type: text({ enum: ['city', 'town', 'village', 'borough', 'cdp'] }).notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
  },
  (t) => [index('geo_towns_state_name_idx').on(t.stateFips, t.name)],
);
