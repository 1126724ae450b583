import { type ArmReport, BACKTEST_PART_SIZE, type BacktestPart, CREDIT_POLICY_MESSAGES, type PolicyDiff, type PolicyDraftBody, type PolicyOutcomeRow, type PolicyVersionDetail, type PolicyVersionItem } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { ReviewConfig } from '../../config/review';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import { addDraft, findVersion, listVersions, readChallenger, readLive, type PolicyVersionRow, updateDraft } from '../credit-policy/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { armTallies, reportRows } from './arm-report';
import { backtest, backtestFrom, decisionsInPeriod } from './backtest';
import { diffPolicies } from './diff';
import { figuresPerVersion } from './outcomes.repo';

const MAX_BACKTEST_DAYS = 366;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export function itemOf(r: PolicyVersionRow): PolicyVersionItem {
  return {
    version: r.version, status: r.status, note: r.note, basedOn: r.basedOn, createdBy: r.createdBy, createdAt: r.createdAt.toISOString(), publishedAt: iso(r.publishedAt), retiredAt: iso(r.retiredAt),
    sharePct: r.sharePct, challengerAt: iso(r.challengerAt),
  };
}

export interface CreditPolicyDeskDeps {
  db: Db;
  audit: StaffAuditDoor;
  approvals: ApprovalsDoor;
  /** The deployment's review thresholds (a version without its own uses them). */
  review: ReviewConfig | null;
  now: () => number;
}

/**
 * The credit policy desk (docs/credit-policy.md): risk reads versions, drafts a change, backtests it on the recorded
 * decisions of a period, and asks for it to be published (credit-policy.publish, a second person approves). Every
 * draft write is an audit row; nothing here changes the live version.
 */
export class CreditPolicyDesk {
  constructor(private readonly deps: CreditPolicyDeskDeps) {}

  async versions(): Promise<PolicyVersionItem[]> {
    return (await listVersions(this.deps.db)).map(itemOf);
  }

  async version(version: number): Promise<PolicyVersionDetail> {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    return { ...itemOf(row), document: row.document };
  }

  draft(actor: StaffActor, body: PolicyDraftBody, origin: AuditOrigin): Promise<PolicyVersionDetail> {
    return this.deps.db.transaction(async (tx) => {
      if (body.basedOn !== null && !(await findVersion(tx, body.basedOn))) throw badRequest(CREDIT_POLICY_MESSAGES.noBase);
      const row = await addDraft(tx, { document: body.document, note: body.note, basedOn: body.basedOn, staffId: actor.id, now: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'credit-policy.draft', entity: 'credit_policy_version', entityId: row.version, before: null, after: { note: row.note, basedOn: row.basedOn, document: row.document } });
      return { ...itemOf(row), document: row.document };
    });
  }

  updateDraft(actor: StaffActor, version: number, body: PolicyDraftBody, origin: AuditOrigin): Promise<PolicyVersionDetail> {
    return this.deps.db.transaction(async (tx) => {
      const before = await findVersion(tx, version, true);
      if (!before) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
      const row = await updateDraft(tx, version, body.document, body.note);
      if (!row) throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'credit-policy.draft-update', entity: 'credit_policy_version', entityId: version, before: { note: before.note, document: before.document }, after: { note: row.note, document: row.document } });
      return { ...itemOf(row), document: row.document };
    });
  }

  private async backtestable(version: number, from: string, to: string) {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_BACKTEST_DAYS) throw badRequest(CREDIT_POLICY_MESSAGES.tooLong);
    return { version, doc: row.document, from, to, settings: this.deps.review, now: new Date(this.deps.now()) };
  }

  async backtest(version: number, from: string, to: string) {
    return backtest(this.deps.db, await this.backtestable(version, from, to));
  }

  /**
   * One part of a long backtest: the next BACKTEST_PART_SIZE decisions of the period after decision `after` (the desk
   * runs the parts one after the other, shows "N of M decisions" and merges them). The first part counts the period.
   */
  async backtestPart(version: number, from: string, to: string, after = 0): Promise<BacktestPart> {
    const p = await this.backtestable(version, from, to);
    const total = after === 0 ? await decisionsInPeriod(this.deps.db, from, to) : null;
    const { result, last, more } = await backtestFrom(this.deps.db, { ...p, after, maxRows: BACKTEST_PART_SIZE });
    return { total, next: more ? last : null, part: result };
  }

  /** What changes from `against` (absent: the live version) to `version`, field by field in words. */
  async diff(version: number, against?: number): Promise<PolicyDiff> {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    const other = against === undefined ? await readLive(this.deps.db) : await findVersion(this.deps.db, against);
    if (!other) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    return { version, against: other.version, changes: diffPolicies(other.document, row.document) };
  }

  /** Asks for a draft to go live: a credit-policy.publish request carrying the draft's document (a second person approves). */
  async requestPublish(actor: StaffActor, version: number, reason: string, origin: AuditOrigin) {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (row.status !== 'draft') throw conflict(row.status === 'live' ? CREDIT_POLICY_MESSAGES.alreadyLive : CREDIT_POLICY_MESSAGES.notDraft);
    return this.deps.approvals.request(actor, { kind: 'credit-policy.publish', payload: { version, document: row.document }, reason }, origin);
  }

  /** Asks for a draft to decide `sharePct` % of new applications as the challenger (a second person approves). */
  async requestChallenger(actor: StaffActor, version: number, sharePct: number, reason: string, origin: AuditOrigin) {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (row.status !== 'draft') throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
    if (await readChallenger(this.deps.db)) throw conflict(CREDIT_POLICY_MESSAGES.challengerRunning);
    return this.deps.approvals.request(actor, { kind: 'credit-policy.challenger', payload: { action: 'start', version, document: row.document, sharePct }, reason }, origin);
  }

  /** Asks for the running challenger to be retired or promoted to the live version (a second person approves). */
  async requestChallengerEnd(actor: StaffActor, version: number, action: 'retire' | 'promote', reason: string, origin: AuditOrigin) {
    const row = await findVersion(this.deps.db, version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (row.status !== 'challenger') throw conflict(CREDIT_POLICY_MESSAGES.notChallenger);
    return this.deps.approvals.request(actor, { kind: 'credit-policy.challenger', payload: { action, version }, reason }, origin);
  }

  /**
   * The champion and the challenger side by side over the challenger's run (`challenger`: its version; absent: the
   * running one, else the latest that ran), month by month: approval rate, average amount, first-payment default,
   * 30+ days late.
   */
  async armReport(challenger?: number): Promise<ArmReport> {
    const ran = (await listVersions(this.deps.db)).filter((v) => v.challengerAt !== null);
    const row = challenger === undefined ? (ran.find((v) => v.status === 'challenger') ?? ran[0]) : ran.find((v) => v.version === challenger);
    if (!row) throw notFound(challenger === undefined ? CREDIT_POLICY_MESSAGES.noChallenger : CREDIT_POLICY_MESSAGES.notChallenger);
    // The run ends when it was promoted (published) or retired.
    const to = row.status === 'challenger' ? null : (row.publishedAt ?? row.retiredAt);
    const tallies = await armTallies(this.deps.db, { challenger: row.version, from: row.challengerAt!, to, today: lusakaDate(new Date(this.deps.now())) });
    return { challenger: row.version, sharePct: row.sharePct ?? 0, from: row.challengerAt!.toISOString(), to: iso(to), rows: reportRows(tallies) };
  }

  /** Each version's decisions and how its loans turned out, newest version first. */
  async outcomes(): Promise<PolicyOutcomeRow[]> {
    const versions = await listVersions(this.deps.db);
    const figures = new Map((await figuresPerVersion(this.deps.db, lusakaDate(new Date(this.deps.now())))).map((f) => [f.version, f]));
    return versions
      .filter((v) => v.status !== 'draft')
      .map((v) => {
        const f = figures.get(v.version);
        const decisions = f?.decisions ?? 0;
        const o = f?.outcomes ?? { loans: 0, paidOnTime: 0, paidLate: 0, open: 0, late30: 0, writtenOff: 0 };
        const settled = o.paidOnTime + o.paidLate + o.writtenOff;
        return {
          version: v.version, status: v.status, publishedAt: iso(v.publishedAt), decisions,
          approved: f?.approved ?? 0, review: f?.review ?? 0, refused: f?.refused ?? 0,
          approvalRateBp: decisions === 0 ? 0 : Math.round((((f?.approved ?? 0) + (f?.review ?? 0)) * 10_000) / decisions),
          outcomes: o,
          onTimeRateBp: settled === 0 ? null : Math.round((o.paidOnTime * 10_000) / settled),
        };
      });
  }
}
