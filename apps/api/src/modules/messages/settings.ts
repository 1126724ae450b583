import type { Db, Tx } from '../../db/client';

/**
 * The consent record's answer for marketing (docs/data-rights.md, "Consents"): the messages engine keeps no switch of
 * its own; /api/messages/settings reads and writes the borrower's marketing consent through it.
 */
export interface MarketingConsent {
  on(tx: Db | Tx, userId: number): Promise<boolean>;
  set(userId: number, on: boolean): Promise<void>;
}

/** The borrower's message choices. Only marketing can be switched off; reminders and receipts always go. */
export class MessageSettings {
  constructor(
    private readonly db: Db,
    private readonly consent: MarketingConsent,
  ) {}

  marketing(userId: number): Promise<boolean> {
    return this.consent.on(this.db, userId);
  }

  setMarketing(userId: number, on: boolean): Promise<void> {
    return this.consent.set(userId, on);
  }
}
