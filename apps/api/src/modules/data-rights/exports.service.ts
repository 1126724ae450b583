import { randomBytes } from 'node:crypto';

import { DATA_EXPORT_VALID_HOURS, DATA_RIGHTS_MESSAGES as MSG } from '@pocket/contracts/api/data-rights';
import type { DataExportView } from '@pocket/contracts/api/data-rights';

import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { collectExport, exportHtml } from './export-builder';
import type { ExportCodes } from './export-code';
import * as repo from './exports.repo';
import type { DataExportRow } from './schema';

const HOUR_MS = 60 * 60 * 1000;
/** Tries of the export job on one export before it is FAILED (the borrower then asks again). */
export const EXPORT_TRIES = 3;

/** The download addresses: the link key is the credential, so the browser can open them directly. */
export const downloadUrlOf = (linkKey: string, kind: 'json' | 'html') => `/api/data-export/file.${kind}?key=${linkKey}`;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** "Download my data" (docs/data-rights.md): asked for with a fresh SMS code, prepared by the job, downloadable 24 hours. */
export class DataExports {
  constructor(private readonly deps: { db: Db; now: () => number; codes: ExportCodes; kick?: () => void; log?: (msg: string, err: unknown) => void }) {}

  viewOf(row: DataExportRow | undefined): DataExportView {
    if (!row) return { state: 'NONE', requestedAt: null, readyAt: null, expiresAt: null, jsonUrl: null, htmlUrl: null };
    const expired = row.status === 'READY' && row.expiresAt !== null && row.expiresAt.getTime() <= this.deps.now();
    const state = expired ? 'EXPIRED' : row.status;
    return {
      state,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: iso(row.readyAt),
      expiresAt: iso(row.expiresAt),
      jsonUrl: state === 'READY' ? downloadUrlOf(row.linkKey, 'json') : null,
      htmlUrl: state === 'READY' ? downloadUrlOf(row.linkKey, 'html') : null,
    };
  }

  async latest(userId: number): Promise<DataExportView> {
    return this.viewOf(await repo.latestOf(this.deps.db, userId));
  }

  sendCode(userId: number) {
    return this.deps.codes.send(userId);
  }

  /** The right code starts a new export; one already being prepared is the answer instead (a second tap, a retry). */
  async request(userId: number, code: string): Promise<DataExportView> {
    const { db, now } = this.deps;
    const current = await repo.latestOf(db, userId);
    if (current?.status === 'PREPARING') return this.viewOf(current);
    await this.deps.codes.take(userId, code);
    const row = await repo.insertExport(db, { userId, linkKey: randomBytes(24).toString('base64url'), requestedAt: new Date(now()) });
    this.deps.kick?.();
    return this.viewOf(row);
  }

  /** One run of the export job: prepares every waiting export, one transaction each; drops the files of expired ones. */
  async prepareDue(): Promise<{ prepared: number; failed: number }> {
    const { db, now } = this.deps;
    let prepared = 0;
    let failed = 0;
    for (;;) {
      const outcome = await db.transaction(async (tx) => {
        const next = await repo.claimPreparing(tx);
        if (!next) return 'none' as const;
        try {
          // A savepoint: a failed read rolls back to here, and the row (still locked) counts the try.
          await tx.transaction(async (sp) => {
            const at = new Date(now());
            const doc = await collectExport(sp, next.userId, at);
            await repo.markReady(sp, next.id, { json: JSON.stringify(doc, null, 2), html: exportHtml(doc), readyAt: at, expiresAt: new Date(at.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS) });
          });
          return 'prepared' as const;
        } catch (err) {
          this.deps.log?.('data export failed', err);
          await repo.markFailed(tx, next.id, err instanceof Error ? err.message : String(err), EXPORT_TRIES);
          return 'failed' as const;
        }
      });
      if (outcome === 'none') break;
      if (outcome === 'prepared') prepared += 1;
      // A failing export is tried again on the next run, not in this loop.
      else {
        failed += 1;
        break;
      }
    }
    await repo.dropExpiredFiles(db, new Date(now()));
    return { prepared, failed };
  }

  /** A file by its link; an unknown, expired or not yet ready link is refused with the next step. */
  async file(linkKey: string, kind: 'json' | 'html'): Promise<{ body: string; userId: number; readyAt: Date }> {
    const row = await repo.byLinkKey(this.deps.db, linkKey);
    const body = row && (kind === 'json' ? row.json : row.html);
    if (!row || row.status !== 'READY' || !body || !row.expiresAt || row.expiresAt.getTime() <= this.deps.now()) throw new AppError(410, MSG.linkExpired);
    return { body, userId: row.userId, readyAt: row.readyAt ?? row.requestedAt };
  }
}
