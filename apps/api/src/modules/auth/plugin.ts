import type { SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { preparedFor } from '../../db/prepared';
import { languageOf } from '../../i18n';
import { googleConfigOf } from '../../providers/google/id-token';
import { deviceGeneration, forgetTrustedDevices } from './device-trust';
import { OtpService } from './otp.service';
import { authRoutes } from './routes';
import { sessions } from './schema';
import { AuthService } from './service';
import { activeSessionCondition, sessionUserId } from './session.repo';

/** The auth module's door for the staff desks: trusted devices. */
export interface AuthDoor {
  /** Every browser trusted for this phone (E.164) must prove itself with an SMS code again. */
  resetTrustedDevices(mobile: string): Promise<void>;
  /** How many times that was done for this phone (within a device cookie's lifetime). */
  deviceResets(mobile: string): Promise<number>;
}

export const authDoor = (kv: KvStore): AuthDoor => ({
  resetTrustedDevices: (mobile) => forgetTrustedDevices(kv, mobile),
  deviceResets: (mobile) => deviceGeneration(kv, mobile),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes; other modules verify their own codes with it (quick repay, closing an account). */
    otp: OtpService;
    /** The staff desks' door, and a borrower made as a first login makes one (the sandbox's ready-made borrowers). */
    auth: AuthDoor & { ensureUser: AuthService['ensureUser'] };
  }
}

// The SMS code machinery for other modules' own codes (closing an account, quick repay): the caller's cookies, the
// requester cookie, and the trusted device a code proves.
export { otpCallerOf } from './otp-caller';
// Every code's SMS with the longest code, and those with the longest login link with the segments each may take (the
// texts desk checks a correction against these).
export { longestCodeTexts, longestLinkTexts, type SmsRendering } from './otp.texts';
export { requesterCookieHeader } from './otp-requester';
export { trustThisDevice } from './device-trust';
export type { OtpCaller, OtpService } from './otp.service';
export type { LoginRecorder } from './service';
// Sessions (the guard of signed calls) and the fragments of signed reads in one statement (issue 34).
export { findActiveSessionByHash, hashToken } from './session.repo';

/**
 * A signed read in one statement (issue 34): the active session of placeholders 'tokenHash' and 'now' and, as columns,
 * what the route answers with (built from `user`, the session's user id). Prepared under `name`; outside any
 * transaction. Other placeholders the columns use are passed to `execute` with the session's.
 * Declared here rather than re-exported: modules build their statements as they load, which may be while this door is
 * still loading (schema files and plugins import each other in cycles); a hoisted declaration is there already.
 */
export function sessionStatement<T extends Record<string, SQL.Aliased | SQL>>(name: string, columns: (user: SQL) => T) {
  return preparedFor((db: Db) =>
    db
      .select({ userId: sessions.userId, ...columns(sessionUserId()) })
      .from(sessions)
      .where(activeSessionCondition())
      .limit(1)
      .prepare(name),
  );
}

/** Logins (SMS code, Google), sessions and logout, and the SMS codes other modules use. */
export const auth = fp(
  async (app) => {
    const config = app.appConfig;
    // A code's SMS speaks the account's language (issue 48), read through the user door.
    const accountLanguage = async (mobile: string) => languageOf((await app.users.findUserByMobile(app.db, mobile))?.language);
    const otp = new OtpService({
      kv: app.kv, sms: app.sms, now: config.wallNow, pepper: config.otpPepper, publicUrl: config.publicUrl, ipHourlyCap: config.otpIpHourlyCap, powBits: config.otpPowBits, accountLanguage,
    });
    app.decorate('otp', otp);
    const service = new AuthService({
      db: app.db, otp, now: config.wallNow, businessNow: config.now, sessionTtlMs: config.sessionTtlMs, google: googleConfigOf(config), extensions: app.extensions,
      users: app.users, loginRecords: app.loginRecords,
    });
    app.decorate('auth', { ...authDoor(app.kv), ensureUser: (mobile, channel) => service.ensureUser(mobile, channel) });
    await app.register(authRoutes, { service });
  },
  { name: 'auth', dependencies: ['context', 'session-guard', 'user', 'login-record'] },
);
