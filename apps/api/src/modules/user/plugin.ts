import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';

import type { Tx } from '../../db/client';
import { bindGoogle, findOrCreateUser, findUserByGoogleSub, findUserById, findUserByMobile, hasUsers, lockOpenAccount, lockUser, setLanguage } from './repo';
import { userRoutes } from './routes';
import { type UserRow, users } from './schema';

export type { UserRow } from './schema';
export { ACCOUNT_CLOSED, userRowColumn, userRowOf } from './repo';
export { accountOf, accountRows } from './reads';

/**
 * The borrower's id for another room's foreign key: `.references(userKey)`. A function declaration (hoisted), since
 * schema files and plugins import each other in cycles and a const would be read before it is set.
 */
export function userKey(): AnyPgColumn {
  return users.id;
}

/** The user module's door: the borrower's account row, read or written in the caller's transaction. */
export interface UserDoor {
  findUserById(tx: Tx, id: number): Promise<UserRow | null>;
  /** By the phone in E.164. */
  findUserByMobile(tx: Tx, mobile: string): Promise<UserRow | null>;
  findUserByGoogleSub(tx: Tx, sub: string): Promise<UserRow | null>;
  /** Creates the user unless the phone exists (a concurrent first login may win); answers the row and whether it is new. */
  /** `language`: the `lang` header's language; it becomes the account's when the account has none yet. */
  /** `createdAt`: business time (config.now), the account's opening as the sandbox clock and every date decision read it. */
  findOrCreateUser(tx: Tx, values: { mobile: string; registerChannel: string | null; deviceBrand: string | null; language?: string | null; createdAt: Date }): Promise<{ user: UserRow; created: boolean }>;
  /** The borrower's choice of language (issue 48): SMS, push and USSD follow it. */
  setLanguage(tx: Tx, userId: number, language: string): Promise<void>;
  bindGoogle(tx: Tx, userId: number, sub: string, email: string | null): Promise<void>;
  /** Locks the user's row until the transaction ends: serialises one user's work (the prize wheel's spins). */
  lockUser(tx: Tx, userId: number): Promise<UserRow | null>;
  /** The same lock, refusing (409 `ACCOUNT_CLOSED`) a closed account: every call that moves money starts with it. */
  lockOpenAccount(tx: Tx, userId: number): Promise<UserRow>;
  /** Whether any borrower has an account at all. */
  hasUsers(tx: Tx): Promise<boolean>;
}

/** The door itself, for services built outside a plugin; plugins read it as `app.users`. */
export const userDoor: UserDoor = { findUserById, findUserByMobile, findUserByGoogleSub, findOrCreateUser, setLanguage, bindGoogle, lockUser, lockOpenAccount, hasUsers };

declare module 'fastify' {
  interface FastifyInstance {
    users: UserDoor;
  }
}

/** The borrower's account: the door to the users table and the account's language calls (the profile call, getUserInfo, is the user-info module's). */
export const user = fp(
  async (app) => {
    app.decorate('users', userDoor);
    await app.register(userRoutes);
  },
  { name: 'user', dependencies: ['context', 'session-guard'] },
);
