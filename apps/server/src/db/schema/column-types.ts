import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
/** A point on the earth as the earthdistance extension stores it (a 3-D cube). */
export const cube = customType<{ data: string }>({ dataType: () => 'cube' });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
