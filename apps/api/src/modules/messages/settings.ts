import type { Db } from '../../db/client';
import { marketingOn, setMarketing } from './repo';

/** The borrower's message choices. Only marketing can be switched off; reminders and receipts always go. */
export class MessageSettings {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  marketing(userId: number): Promise<boolean> {
    return marketingOn(this.db, userId);
  }

  setMarketing(userId: number, on: boolean): Promise<void> {
    return setMarketing(this.db, userId, on, new Date(this.now()));
  }
}
