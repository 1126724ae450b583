import { useCan, useList, useOne } from '@refinedev/core';
import { useEffect, useState } from 'react';

import { policyDraftBody, policyPublishBody } from '@pocket/contracts/api/staff';
import type { PolicyOutcomeRow, PolicyVersionDetail, PolicyVersionItem } from '@pocket/contracts/api/staff';

import { lusakaDay } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { BacktestPanel } from './backtest-panel';
import { ArmReportPanel, ChallengerEnd, ChallengerForm } from './challenger-panel';
import { DiffPanel } from './diff-panel';
import { documentOf, fieldsOf, type PolicyFields } from './policy-fields';
import { PolicyForm } from './policy-form';
import { OUTCOME_COLUMNS, outcomeCells, rate, STATUS_TEXT } from './words';

const LABELS = { note: 'What the change is for', reason: 'Reason' };

function Outcomes() {
  const { query, result } = useList<PolicyOutcomeRow>({ resource: 'credit-policy-outcomes', pagination: { mode: 'off' } });
  const items = result.data;
  return (
    <section className="card" aria-label="Decisions per version">
      <h2>Decisions per version</h2>
      {query.isError ? <p role="alert">{query.error?.message ?? 'The figures could not be loaded.'}</p> : null}
      <ListTable caption="Decisions per version and how their loans turned out" columns={['Version', 'State', 'Live from', 'Decisions', 'Approved', 'Sent to a person', 'Refused', 'Approval rate', ...OUTCOME_COLUMNS, 'On time of settled']}>
        {items.map((v) => (
          <tr key={v.version}>
            <td>{v.version}</td>
            <td>{STATUS_TEXT[v.status]}</td>
            <td>{v.publishedAt ? lusakaDay(v.publishedAt) : '–'}</td>
            <td>{v.decisions}</td>
            <td>{v.approved}</td>
            <td>{v.review}</td>
            <td>{v.refused}</td>
            <td>{rate(v.approvalRateBp)}</td>
            {outcomeCells(v.outcomes).map((c, i) => (
              <td key={i}>{c}</td>
            ))}
            <td>{rate(v.onTimeRateBp)}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

function VersionView({ version, versions, onSaved, onRequested }: { version: number; versions: PolicyVersionItem[]; onSaved: (v: number, text: string) => void; onRequested: (text: string) => void }) {
  const { query, result } = useOne<PolicyVersionDetail>({ resource: 'credit-policy', id: version });
  const detail = result ?? null;
  const [fields, setFields] = useState<PolicyFields | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [challenging, setChallenging] = useState(false);
  // A new draft, or a draft's new text, through Refine's form, checked first by the call's schema (policyDraftBody).
  const drafting = useCheckedForm<typeof policyDraftBody, PolicyVersionDetail>('credit-policy-drafts', policyDraftBody, { labels: LABELS });
  const redrafting = useCheckedForm<typeof policyDraftBody, PolicyVersionDetail>('credit-policy-draft-changes', policyDraftBody, { params: { version }, labels: LABELS });
  const busy = drafting.busy || redrafting.busy;
  const { data: canDraft } = useCan({ resource: 'credit-policy', action: 'draft' });
  useEffect(() => {
    if (detail) {
      setFields(fieldsOf(detail.document));
      setNote(detail.status === 'draft' ? detail.note : '');
    }
    // A new answer for this version only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail?.version, detail?.note, detail?.status]);
  if (query.isLoading || !detail || !fields) return <p role="status">Loading version {version}...</p>;
  const isDraft = detail.status === 'draft';
  const mayDraft = canDraft?.can === true;
  const save = (asNew: boolean) => {
    const document = documentOf(fields);
    if (typeof document === 'string') return setProblem(document);
    setProblem(null);
    void (asNew ? drafting : redrafting).send({ basedOn: asNew ? version : detail.basedOn, document, note }).then((answer) => {
      if (answer) onSaved(answer.version, asNew ? `Draft version ${answer.version} saved.` : `Draft version ${version} saved.`);
    });
  };
  const message = problem ?? drafting.message ?? redrafting.message;
  return (
    <section className="card" aria-label={`Version ${version}`}>
      <h2>
        Version {version} <span className="muted">({STATUS_TEXT[detail.status]}{detail.basedOn ? `, from version ${detail.basedOn}` : ''})</span>
      </h2>
      <p>{detail.note}</p>
      {/* A published version is never edited: its changes are saved as a new draft. */}
      <PolicyForm fields={fields} onChange={setFields} readOnly={!mayDraft} />
      {mayDraft ? (
        <div className="policy-actions">
          <div className="field">
            <label htmlFor={`note-${version}`}>What the change is for</label>
            <input id={`note-${version}`} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          {isDraft ? (
            <button type="button" className="button" disabled={busy} onClick={() => save(false)}>
              Save the draft
            </button>
          ) : null}
          <button type="button" className="button secondary" disabled={busy} onClick={() => save(true)}>
            Save as a new draft
          </button>
          {isDraft && !publishing && !challenging ? (
            <>
              <button type="button" className="button secondary" onClick={() => setPublishing(true)}>
                Request publishing
              </button>
              <button type="button" className="button secondary" onClick={() => setChallenging(true)}>
                Request as a challenger
              </button>
            </>
          ) : null}
          {message ? <p role="alert">{message}</p> : null}
        </div>
      ) : null}
      {challenging ? <ChallengerForm version={version} onCancel={() => setChallenging(false)} onRequested={(text) => (setChallenging(false), onRequested(text))} /> : null}
      {detail.status === 'challenger' && mayDraft ? <ChallengerEnd detail={detail} onRequested={onRequested} /> : null}
      {publishing ? (
        <PublishForm version={version} onCancel={() => setPublishing(false)} onRequested={(text) => (setPublishing(false), onRequested(text))} />
      ) : null}
      <DiffPanel version={version} versions={versions} />
      <BacktestPanel version={version} />
    </section>
  );
}

function PublishForm({ version, onCancel, onRequested }: { version: number; onCancel: () => void; onRequested: (text: string) => void }) {
  const form = useCheckedForm('credit-policy-publish-requests', policyPublishBody, { params: { version }, labels: LABELS });
  return (
    <ReasonForm
      title={`Publish version ${version}`}
      submitLabel="Request"
      form={form}
      hint="A second person (risk or admin) approves it in Approvals; it decides new applications from then on."
      onSubmit={(reason) =>
        void form.send({ reason }).then((answer) => {
          if (answer) onRequested(`Publishing version ${version} requested: a second person approves it in Approvals.`);
        })
      }
      onCancel={onCancel}
    />
  );
}

/**
 * Credit policy (risk; admin reads): the versions, one as a form, drafts, a backtest on past applications, a publish
 * request a second person approves, and the decisions per version with their outcomes (docs/credit-policy.md).
 */
export function CreditPolicyPage() {
  const { query, result } = useList<PolicyVersionItem>({ resource: 'credit-policy', pagination: { mode: 'off' } });
  // After a save or a request Refine fetches the versions, the open version and the figures again (no refetch by hand).
  const refresh = useRefreshAfter('credit-policy', 'credit-policy-outcomes');
  const items = result.data;
  const [open, setOpen] = useState<number | null>(null);
  const setDone = useDone();
  const shown = open ?? items.find((v) => v.status === 'live')?.version ?? null;
  return (
    <DeskGuard resource="credit-policy">
      <h1>Credit policy</h1>
      <p className="muted">Who gets credit and how much. A change is a draft, tried on past applications, then published when a second person approves; it decides new applications only.</p>
      {query.isError ? (
        <div role="alert" className="error-box">
          <p>{query.error?.message ?? 'The versions could not be loaded.'}</p>
        </div>
      ) : null}
      <ListTable caption="Credit policy versions" columns={['Version', 'State', 'What it is for', 'Drafted', 'Live from', '']}>
        {items.map((v) => (
          <tr key={v.version}>
            <td>{v.version}</td>
            <td>{STATUS_TEXT[v.status]}</td>
            <td>{v.note}</td>
            <td>{lusakaDay(v.createdAt)}</td>
            <td>{v.publishedAt ? lusakaDay(v.publishedAt) : '–'}</td>
            <td>
              <button type="button" className="button secondary" onClick={() => setOpen(v.version)}>
                Open version {v.version}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      {shown !== null ? (
        <VersionView
          key={shown}
          version={shown}
          versions={items}
          onSaved={(v, text) => (setDone(text), setOpen(v), refresh())}
          onRequested={(text) => (setDone(text), refresh())}
        />
      ) : null}
      <Outcomes />
      <ArmReportPanel />
    </DeskGuard>
  );
}
