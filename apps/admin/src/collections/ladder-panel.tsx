import { CanAccess } from '@refinedev/core';
import { useState } from 'react';

import {
  BILL_REMINDER_DAYS,
  type CollectionBucketsData,
  createApprovalBody,
  type DelinquencyBucket,
  type LadderChannel,
  type LadderData,
  ladderPayload,
  ladderProblem,
  type LadderStep,
  LADDER_TEXT_NAMES,
  LADDER_TEXTS,
} from '@pocket/contracts/api/staff';
import { collectionCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ChoiceField } from '../ui/choice-field';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';

/** A `collections.ladder` request as the approvals call takes it, with the kind's payload as the server checks it. */
const ladderRequest = createApprovalBody.extend({ payload: ladderPayload });

/**
 * The reminder ladder in force (docs/collections.md, "The ladder"): which reminder on which day past due, per bucket.
 * A change is a `collections.ladder` request another person approves under Approvals (maker-checker).
 */
export function LadderPanel() {
  // Kept under the collection-ladder resource in Refine's cache: an approved change (Approvals) fetches it again.
  const { query: answer, result } = useResourceRead<LadderData>('collection-ladder', callOf(collectionCalls.ladder));
  const ladder = answer.isSuccess && Array.isArray((result.data as LadderData | undefined)?.steps) ? (result.data as LadderData) : undefined;
  return (
    <section className="report" aria-labelledby="ladder-title" data-testid="collection-ladder">
      <h2 id="ladder-title">Reminder ladder</h2>
      <p className="muted">
        Automatic reminders by day past due. Days 1, 3 and 7 send the bill reminders; any other day sends its step&apos;s approved text under the conduct
        rules, by SMS, by push notification (SMS to a borrower who did not allow notifications) or by USSD (an SMS giving the USSD code, for a phone
        without data). A change is approved by a second person.
      </p>
      {answer.isError ? (
        <p role="alert" className="error-box">
          {answer.error?.message ?? 'The ladder could not be read'}
        </p>
      ) : null}
      {ladder ? (
        <>
          <p>{ladder.isDefault ? 'The defaults apply.' : `Approved in request ${ladder.approvalId} on ${ladder.changedAt?.slice(0, 10)}.`}</p>
          <ListTable caption="Reminder ladder" columns={['Bucket', 'Day past due', 'Channel', 'Text']}>
            {ladder.steps.map((s) => (
              <tr key={s.day}>
                <td>{s.bucket}</td>
                <td>{s.day}</td>
                <td>{s.channel}</td>
                <td>{s.text ? (LADDER_TEXT_NAMES[s.text] ?? s.text) : 'Bill reminder'}</td>
              </tr>
            ))}
          </ListTable>
          <CanAccess resource="collection-reports" action="ladder">
            <LadderChangeWithBuckets steps={ladder.steps} />
          </CanAccess>
        </>
      ) : null}
    </section>
  );
}

/** The bucket a day falls in, or the first one. */
const bucketOf = (buckets: readonly DelinquencyBucket[], day: number) => (buckets.find((b) => day >= b.from && (b.to === null || day <= b.to)) ?? buckets[0]!).code;

/** The change form once the buckets the server uses (its settings) are read: the steps are checked against them. */
function LadderChangeWithBuckets({ steps }: { steps: readonly LadderStep[] }) {
  const { query: answer, result } = useResourceRead<CollectionBucketsData>('collection-ladder', callOf(collectionCalls.buckets));
  const buckets = (result.data as CollectionBucketsData | undefined)?.buckets;
  if (answer.isError) {
    return (
      <p role="alert" className="error-box">
        {answer.error?.message ?? 'The buckets could not be read'}
      </p>
    );
  }
  return answer.isSuccess && Array.isArray(buckets) && buckets.length > 0 ? <LadderChange steps={steps} buckets={buckets} /> : null;
}

function LadderChange({ steps, buckets }: { steps: readonly LadderStep[]; buckets: readonly DelinquencyBucket[] }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(steps.map((s) => (s.channel === 'SMS' ? `${s.day}` : `${s.day} ${s.channel.toLowerCase()}`)).join(', '));
  // Each step's text (days 1, 3 and 7 have lending's own): by day, its channel's first text until one is chosen.
  const [texts, setTexts] = useState<Record<number, string>>(Object.fromEntries(steps.filter((s) => s.text).map((s) => [s.day, s.text!])));
  const [asked, setAsked] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Sent through Refine's form (the approval-requests resource), checked first by the approvals call's schema with the ladder payload.
  const form = useCheckedForm<typeof ladderRequest, { id: number }>('approval-requests', ladderRequest, { labels: { reason: 'Reason', steps: 'Steps' } });
  const refresh = useRefreshAfter('approvals');
  if (asked !== null) return <p role="status">Ladder change asked for (request {asked}): another person approves it under Approvals.</p>;
  if (!open) {
    return (
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        Change the ladder
      </button>
    );
  }
  const wanted = days
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  // "10" is an SMS step, "10 push" a push notification step (a borrower without one gets the SMS), "10 ussd" a USSD step.
  const channelOf = (d: string): LadderChannel => (/push$/i.test(d) ? 'PUSH' : /ussd$/i.test(d) ? 'USSD' : 'SMS');
  const next: LadderStep[] = wanted.map((d) => {
    const day = parseInt(d, 10);
    const channel = channelOf(d);
    if (BILL_REMINDER_DAYS.includes(day)) return { bucket: bucketOf(buckets, day), day, channel };
    const chosen = texts[day];
    return { bucket: bucketOf(buckets, day), day, channel, text: chosen && LADDER_TEXTS[channel].includes(chosen) ? chosen : LADDER_TEXTS[channel][0]! };
  });
  const problem = wanted.some((d) => !/^\d+(\s+(push|ussd))?$/i.test(d) || parseInt(d, 10) < 1)
    ? 'Days: whole numbers of days past due, 1 or more, separated by commas; "push" or "ussd" after a day for a push notification or a USSD reminder'
    : ladderProblem(next, buckets);
  return (
    <div>
      <div className="field">
        <label htmlFor="ladder-days">
          Days past due with a reminder (SMS, &quot;10 push&quot; for a push notification, &quot;10 ussd&quot; for a USSD reminder), separated by commas
        </label>
        <input id="ladder-days" value={days} onChange={(e) => setDays(e.target.value)} />
      </div>
      {problem === null
        ? next
            .filter((s) => s.text !== undefined)
            .map((s) => (
              <ChoiceField
                key={s.day}
                id={`ladder-text-${s.day}`}
                label={`Text of day ${s.day} (${s.channel})`}
                value={s.text!}
                options={LADDER_TEXTS[s.channel]}
                labelOf={(t) => LADDER_TEXT_NAMES[t] ?? t}
                onChange={(t) => setTexts({ ...texts, [s.day]: t })}
              />
            ))
        : null}
      <ReasonForm
        title="Change the reminder ladder"
        submitLabel="Ask for approval"
        busy={form.busy}
        error={refused ?? form.message}
        checkedByCall
        onCancel={() => setOpen(false)}
        onSubmit={(reason) => {
          // The steps are checked against the server's buckets first (ladderProblem); then the call's schema checks the whole request.
          setRefused(problem);
          if (problem !== null) return;
          void form.send({ kind: 'collections.ladder', payload: { steps: next }, reason }).then((answer) => {
            if (answer) {
              setAsked(answer.id);
              refresh();
            }
          });
        }}
      />
    </div>
  );
}
