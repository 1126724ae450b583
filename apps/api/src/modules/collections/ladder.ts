import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import { BILL_REMINDER_DAYS, type CollectionTemplate, DEFAULT_LADDER, type LadderData, type LadderPayload, ladderPayload, ladderProblem, type LadderStep, LADDER_TEXTS, refusalOf, stepText } from '@pocket/contracts/api/staff';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { texts } from '../../i18n';
import { badRequest } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { loanDelinquency } from '../lending/plugin';
import type { Messages } from '../messages/plugin';
import { CONDUCT, type ConductSettings, conductRefusal } from './conduct';
import { daysPastDueOf } from './lateness';
import * as repo from './repo';
import { type CaseRow, collectionContacts, collectionLadders } from './schema';
import type { CollectionsSettings } from './settings';

/** The ladder in force: the latest approved version, or the defaults (today's behaviour: days 1, 3 and 7). */
export async function currentLadder(tx: Db | Tx): Promise<LadderData> {
  const [row] = await tx.select().from(collectionLadders).orderBy(desc(collectionLadders.id)).limit(1);
  if (!row) return { steps: [...DEFAULT_LADDER], isDefault: true, approvalId: null, changedAt: null };
  // Each step names its text (a version approved before steps named theirs: its channel's default).
  const steps = row.steps.map((s) => { const text = stepText(s); return text === null ? s : { ...s, text }; });
  return { steps, isDefault: false, approvalId: Number(row.approvalId), changedAt: row.createdAt.toISOString() };
}

/** The days late on which lending's own bill reminders go (bill.late.1, .3, .7): those the ladder keeps. */
export async function billReminderDays(tx: Db | Tx): Promise<ReadonlySet<number>> {
  const { steps } = await currentLadder(tx);
  return new Set(steps.map((s) => s.day).filter((d) => BILL_REMINDER_DAYS.includes(d)));
}

/** A step whose text is approved for its channel but absent from the i18n catalogue (a list out of step with it). */
export function missingText(steps: readonly LadderStep[], has: (id: string) => boolean = (id) => texts.has(id)): string | null {
  for (const [i, s] of steps.entries()) {
    const text = stepText(s);
    if (text !== null && !has(text)) return `steps.${i}.text: "${text}" is not in the catalogue of texts`;
  }
  return null;
}

/** The contact log's template of a step's text: `sms.collections.late-reminder.ussd` -> `late-reminder.ussd` (push: its SMS's). */
export const templateOfText = (text: string) => text.replace(/^sms\.collections\./, '').replace(/\.push$/, '');

/**
 * `collections.ladder`: an admin (the collections lead) or risk asks for a new ladder, another of them approves (never
 * the same person). Checked against the buckets when asked and again when approved; approved twice, one version.
 */
export const ladderKind = (settings: CollectionsSettings): ApprovalKind<LadderPayload> => ({
  kind: 'collections.ladder',
  payload: ladderPayload,
  requesters: ['admin', 'risk'],
  checkers: ['admin', 'risk'],
  async validate(_tx, p) {
    const problem = ladderProblem(p.steps, settings.buckets) ?? missingText(p.steps);
    if (problem) throw badRequest(problem);
  },
  async effect(tx, p, { approvalId }) {
    const before = await currentLadder(tx);
    const problem = ladderProblem(p.steps, settings.buckets) ?? missingText(p.steps);
    if (problem) throw badRequest(problem);
    const [made] = await tx.insert(collectionLadders).values({ steps: p.steps, approvalId }).onConflictDoNothing().returning();
    return { entity: 'collections_ladder', entityId: made?.id ?? before.approvalId ?? 0, before: { steps: before.steps }, after: { steps: p.steps } };
  },
});

export interface LadderDeps {
  db: Db;
  now: () => number;
  conduct?: ConductSettings;
  messages: Pick<Messages, 'notify' | 'pushAllowed'>;
  /** The USSD code a USSD step's text gives (settings: COLLECTIONS_SETTINGS.ussdCode). */
  ussdCode: string;
}

/**
 * How a step goes to this borrower, and with which text: PUSH to a borrower with a subscription, else as the SMS step
 * (the step's text when it is an SMS text, else the late reminder); USSD by SMS alone (the text gives the USSD code).
 */
async function delivery(deps: LadderDeps, tx: Tx, step: LadderStep, userId: number): Promise<{ channel: 'SMS' | 'PUSH' | 'USSD'; text: string }> {
  const text = stepText(step)!;
  if (step.channel === 'USSD') return { channel: 'USSD', text };
  if (step.channel === 'PUSH' && (await deps.messages.pushAllowed(tx, userId))) return { channel: 'PUSH', text };
  return { channel: 'SMS', text: LADDER_TEXTS.SMS.includes(text) ? text : LADDER_TEXTS.SMS[0]! };
}

/** The step of the ladder for a case today (its bucket and days past due), when it is not one of lending's bill reminders. */
const stepFor = (steps: readonly LadderStep[], c: CaseRow, today: string) =>
  steps.find((s) => s.bucket === c.bucket && s.day === daysPastDueOf(c, today) && !BILL_REMINDER_DAYS.includes(s.day));

/**
 * The ladder's own steps (days other than lending's 1, 3 and 7): for each open case on a step's day, the step's approved
 * catalogue text through the conduct rules, as an automatic contact (no staff member), once a case a day.
 * Outside the contact hours nothing is tried (a later run of the day sends it); a promise not yet due pauses it; any
 * other refusal (an open complaint, a dispute, the caps) is logged with its rule, once that day. A PUSH step goes by
 * Web Push alone (contact channel PUSH) to a borrower with a push subscription, and as the SMS step would to one
 * without (contact channel SMS): the borrower is still reminded, and the log says what went. A USSD step is an SMS
 * alone giving the USSD code (contact channel USSD): Africa's Talking opens no USSD session to a borrower.
 */
export async function runLadder(deps: LadderDeps): Promise<{ sent: number; refused: number }> {
  const at = new Date(deps.now());
  const today = lusakaDate(at);
  const conduct = deps.conduct ?? CONDUCT;
  const result = { sent: 0, refused: 0 };
  const { steps } = await currentLadder(deps.db);
  if (!steps.some((s) => !BILL_REMINDER_DAYS.includes(s.day))) return result;
  for (let after = 0; ; ) {
    const page = await repo.openCases(deps.db, after, 500);
    for (const open of page) {
      if (!stepFor(steps, open, today)) continue;
      await deps.db.transaction(async (tx) => {
        // One borrower's contacts are judged one at a time, whoever makes them (the caps are the borrower's).
        await tx.execute(sql`select pg_advisory_xact_lock(${repo.CONTACT_LOCK_KEY}, ${open.userId}::int)`);
        const c = await repo.caseById(tx, open.id);
        if (!c || c.status !== 'OPEN' || !stepFor(steps, c, today)) return;
        const [done] = await tx.select({ id: collectionContacts.id }).from(collectionContacts).where(and(eq(collectionContacts.caseId, c.id), isNull(collectionContacts.staffId), eq(collectionContacts.day, today))).limit(1);
        if (done) return;
        if ((await repo.promisedLoans(tx, [c.orderId], today)).length > 0) return;
        const counts = await repo.contactCounts(tx, c.userId, addDays(today, -6), today);
        const { channel, text } = await delivery(deps, tx, stepFor(steps, c, today)!, c.userId);
        const template = templateOfText(text);
        const attempt = { at, channel, to: 'BORROWER' as const, template, message: null, caseOpen: true, disputed: c.disputedAt !== null, openComplaint: await repo.hasOpenComplaint(tx, c.userId), stopCalls: c.stopCalls, ...counts };
        const rule = conductRefusal(attempt, conduct);
        if (rule === 'hours') return;
        const base = { caseId: c.id, userId: c.userId, staffId: null, staffEmail: null, channel, template, day: today, at };
        if (rule) {
          await repo.insertContact(tx, { ...base, refusedRule: rule, refusedText: refusalOf(rule) });
          result.refused += 1;
          return;
        }
        const loan = await loanDelinquency(tx, c.orderId, today);
        const sent = await repo.insertContact(tx, { ...base, outcome: 'SENT' });
        const kind: CollectionTemplate = text.startsWith('sms.collections.hardship-offer') ? 'hardship-offer' : 'late-reminder';
        const route = channel === 'PUSH' ? { channel: 'push' as const } : channel === 'USSD' ? { channel: 'sms' as const, ussdCode: deps.ussdCode } : {};
        await deps.messages.notify(tx, { event: 'collections.message', userId: c.userId, orderId: c.orderId, contactId: sent.id, template: kind, text, amount: loan?.overdue ?? 0, date: loan?.oldestDue ?? today, daysLate: loan?.daysPastDue ?? daysPastDueOf(c, today), ...route });
        result.sent += 1;
      });
    }
    if (page.length < 500) break;
    after = page[page.length - 1]!.id;
  }
  return result;
}
