import { useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';

import type { TextItem, TextLanguage } from '@pocket/contracts/api/staff';
import { approvalCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ReasonForm } from '../ui/reason-form';

/** Placeholders a text uses (`{amount}`, `{count, plural, ...}`: the name before any comma). */
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]!))].sort();

/** What a person must correct before asking, or null: the server checks the same and more (ICU syntax, the length limit). */
export function correctionProblem(item: TextItem, text: string): string | null {
  if (text.trim() === '') return 'Text: write the words borrowers will read';
  const wanted = [...item.placeholders].sort();
  const used = placeholdersOf(text);
  if (wanted.join(',') !== used.join(',')) return `Text: keep the placeholders of the English text (${wanted.map((p) => `{${p}}`).join(', ') || 'none'})`;
  return null;
}

/** A correction of one text in one language, asked as a `text.correct` request (an admin approves it). */
export function CorrectText({ item, language }: { item: TextItem; language: TextLanguage }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.text ?? item.english);
  const [review, setReview] = useState<'draft' | 'reviewed'>('draft');
  const [asked, setAsked] = useState<number | null>(null);
  const { mutate, mutation } = useCustomMutation<{ id: number }>();
  if (asked !== null) return <p role="status">Correction asked for (request {asked}): an admin approves it under Approvals.</p>;
  if (!open) {
    return (
      <button type="button" className="button secondary" aria-label={`Correct ${item.id}`} onClick={() => setOpen(true)}>
        Correct
      </button>
    );
  }
  return (
    <div>
      <div className="field">
        <label htmlFor={`${id}-text`}>New text</label>
        <textarea id={`${id}-text`} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-review`}>Review state</label>
        <select id={`${id}-review`} value={review} onChange={(e) => setReview(e.target.value as 'draft' | 'reviewed')}>
          <option value="draft">Draft</option>
          <option value="reviewed">Reviewed by a speaker</option>
        </select>
      </div>
      <ReasonForm
        title={`Correct ${item.id}`}
        submitLabel="Ask for approval"
        busy={mutation.isPending}
        error={mutation.error?.message ?? null}
        check={() => correctionProblem(item, text)}
        onCancel={() => setOpen(false)}
        onSubmit={(reason) =>
          mutate(
            { ...callOf(approvalCalls.request), values: { kind: 'text.correct', payload: { id: item.id, language, text, review }, reason } },
            { onSuccess: ({ data }) => setAsked((data as unknown as { id: number }).id) },
          )
        }
      />
    </div>
  );
}
