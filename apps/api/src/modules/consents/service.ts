import { CONSENT_KINDS, CONSENT_TEXT_VERSIONS, type ConsentKind, type ConsentView } from '@pocket/contracts/api/consents';

import type { Db, Tx } from '../../db/client';
import { insertConsent, latestConsent } from './repo';

type Conn = Db | Tx;

/**
 * What holds when no record exists. Location and marketing: given (location was consented to on the face-verification
 * screen before records existed; marketing was on by default since issue 31 until switched off); terms, privacy,
 * face, the credit bureau check: not given until recorded.
 */
export const CONSENT_DEFAULTS: Record<ConsentKind, boolean> = { terms: false, privacy: false, face: false, location: true, marketing: true, bureau: false };

/** The consent record (docs/data-rights.md, "Consents"). */
export class Consents {
  private readonly db: Db;
  private readonly now: () => number;

  constructor(deps: { db: Db; now: () => number }) {
    this.db = deps.db;
    this.now = deps.now;
  }

  /** Whether the consent is in force now (its latest record, else the default). */
  async given(tx: Conn, userId: number, kind: ConsentKind): Promise<boolean> {
    return (await latestConsent(tx, userId, kind))?.given ?? CONSENT_DEFAULTS[kind];
  }

  /**
   * Records a consent given or withdrawn with the current version of its text. A record equal to the one in force
   * (same state, same version) is not repeated, so a double tap or a daily login adds nothing.
   */
  async record(tx: Conn, userId: number, kind: ConsentKind, given: boolean, source: string): Promise<void> {
    const version = CONSENT_TEXT_VERSIONS[kind];
    const latest = await latestConsent(tx, userId, kind);
    if (latest && latest.given === given && latest.version === version) return;
    await insertConsent(tx, { userId, kind, given, version, source, at: new Date(this.now()) });
  }

  async list(userId: number): Promise<ConsentView[]> {
    return Promise.all(
      CONSENT_KINDS.map(async (kind) => {
        const latest = await latestConsent(this.db, userId, kind);
        return { kind, given: latest?.given ?? CONSENT_DEFAULTS[kind], version: latest?.version ?? null, at: latest?.at.toISOString() ?? null };
      }),
    );
  }
}
