import fp from 'fastify-plugin';

import type { ConsentKind } from '@pocket/contracts/api/consents';

import type { Db, Tx } from '../../db/client';
import { latestConsent } from './repo';
import { consentRoutes } from './routes';
import { Consents } from './service';

export { CONSENT_DEFAULTS } from './service';

/** The consent record's door: whether a consent is in force, and recording one (in the caller's transaction). */
export interface ConsentsDoor {
  given(tx: Db | Tx, userId: number, kind: ConsentKind): Promise<boolean>;
  record(tx: Db | Tx, userId: number, kind: ConsentKind, given: boolean, source: string): Promise<void>;
  /** The record that gives a consent now (its text's version and when), or null when it is not given by a record. */
  givenRecord(tx: Db | Tx, userId: number, kind: ConsentKind): Promise<{ version: string; at: Date } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentsDoor;
  }
}

/**
 * Consents (docs/data-rights.md, "Consents"): terms and privacy recorded at each login when their text is new to the
 * borrower, face at KYC, location and marketing given or withdrawn in /set. The messages engine asks it before any
 * marketing message; the location report is refused when location is withdrawn.
 */
export const consents = fp(
  async (app) => {
    const service = new Consents({ db: app.db, now: app.appConfig.now });
    app.decorate('consents', {
      given: (tx, userId, kind) => service.given(tx, userId, kind),
      record: (tx, userId, kind, given, source) => service.record(tx, userId, kind, given, source),
      givenRecord: async (tx, userId, kind) => {
        const latest = await latestConsent(tx, userId, kind);
        return latest?.given ? { version: latest.version, at: latest.at } : null;
      },
    } satisfies ConsentsDoor);
    // The login's consent box: the terms and the privacy policy, in the login's transaction.
    app.extensions.loggedIn.push(async (tx, userId) => {
      await service.record(tx, userId, 'terms', true, 'login');
      await service.record(tx, userId, 'privacy', true, 'login');
    });
    await app.register(consentRoutes, { consents: service });
  },
  { name: 'consents', dependencies: ['context', 'auth'] },
);
