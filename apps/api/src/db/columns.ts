import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders so every module's schema.ts names ids and times the same way.

/** A bigint identity key read as a JS number (ids stay far below 2^53). */
export const idColumn = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A reference to another table's bigint id. */
export const refColumn = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
