import { useId, useState } from 'react';

import { createApprovalBody, textCorrectPayload } from '@pocket/contracts/api/staff';
import type { TextItem, TextLanguage } from '@pocket/contracts/api/staff';

import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

/**
 * A text's correction as the approvals call takes it (createApprovalBody) with the kind's payload as the server checks
 * it (textCorrectPayload): the desk checks both before sending.
 */
const textCorrectRequest = createApprovalBody.extend({ payload: textCorrectPayload });
const LABELS = { text: 'New text', review: 'Review state', reason: 'Reason' };

/** Placeholders a text uses (`{amount}`, `{count, plural, ...}`: the name before any comma). */
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]!))].sort();

/** Braces outside simple `{name}` placeholders: the web app fills in no plural or select. */
const otherBraces = (text: string) => /[{}]/.test(text.replace(/\{\w+\}/g, ''));

/**
 * What a person must correct before asking, or null: the server checks the same and more (ICU syntax, the length
 * limit; a web text's placeholders each as often as the English text has it).
 */
export function correctionProblem(item: TextItem, text: string): string | null {
  if (text.trim() === '') return 'Text: write the words borrowers will read';
  if (item.surface === 'web' && otherBraces(text)) return 'Text: the web app fills in only simple placeholders such as {amount} (no plural or select)';
  const wanted = [...item.placeholders].sort();
  const used = placeholdersOf(text);
  if (wanted.join(',') !== used.join(',')) return `Text: keep the placeholders of the English text (${wanted.map((p) => `{${p}}`).join(', ') || 'none'})`;
  return null;
}

/**
 * A correction of one text in one language, asked as a `text.correct` request (an admin approves it): a Correct button
 * until it is opened; the form (CorrectTextForm) and its hooks exist only then, as a language's list has some 800 rows.
 */
export function CorrectText({ item, language }: { item: TextItem; language: TextLanguage }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.text ?? item.english);
  const [review, setReview] = useState<'draft' | 'reviewed'>('draft');
  const [asked, setAsked] = useState<number | null>(null);
  if (asked !== null) return <p role="status">Correction asked for (request {asked}): an admin approves it under Approvals.</p>;
  if (!open) {
    return (
      <button type="button" className="button secondary" aria-label={`Correct ${item.id}`} onClick={() => setOpen(true)}>
        Correct
      </button>
    );
  }
  return <CorrectTextForm draft={{ item, language, text, review }} onText={setText} onReview={setReview} onAsked={setAsked} onCancel={() => setOpen(false)} />;
}

/** What the open form shows and sends: the text, its language, the words typed so far and their review state. */
interface Draft {
  item: TextItem;
  language: TextLanguage;
  text: string;
  review: 'draft' | 'reviewed';
}

/**
 * The open correction form, sent through Refine's form over the approvals call; the placeholders are checked first,
 * then the call's schema.
 */
function CorrectTextForm({ draft, onText, onReview, onAsked, onCancel }: {
  draft: Draft;
  onText: (text: string) => void;
  onReview: (review: 'draft' | 'reviewed') => void;
  onAsked: (request: number) => void;
  onCancel: () => void;
}) {
  const { item, language, text, review } = draft;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCheckedForm<typeof textCorrectRequest, { id: number }>('approval-requests', textCorrectRequest, { labels: LABELS });
  // Approvals lists the request at once.
  const refresh = useRefreshAfter('approvals');
  const submit = (reason: string) => {
    const wrong = correctionProblem(item, text);
    setProblem(wrong);
    if (wrong) return form.clear();
    void form.send({ kind: 'text.correct', payload: { id: item.id, language, text, review }, reason }).then((answer) => {
      if (answer) {
        onAsked(answer.id);
        refresh();
      }
    });
  };
  return (
    <div>
      <div className="field">
        <label htmlFor={`${id}-text`}>New text</label>
        <textarea id={`${id}-text`} rows={4} value={text} onChange={(e) => onText(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-review`}>Review state</label>
        <select id={`${id}-review`} value={review} onChange={(e) => onReview(e.target.value as 'draft' | 'reviewed')}>
          <option value="draft">Draft</option>
          <option value="reviewed">Reviewed by a speaker</option>
        </select>
      </div>
      <ReasonForm
        title={`Correct ${item.id}`}
        submitLabel="Ask for approval"
        form={form}
        error={problem}
        onCancel={onCancel}
        onSubmit={submit}
      />
    </div>
  );
}
