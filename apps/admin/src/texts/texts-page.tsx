import { CanAccess } from '@refinedev/core';
import { useState } from 'react';

import type { TextItem, TextLanguage } from '@pocket/contracts/api/staff';
import { TEXT_LANGUAGES } from '@pocket/contracts/api/staff';
import { textCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { DeskGuard } from '../layout/desk-guard';
import { useResourceRead } from '../ui/use-resource-read';
import { CorrectText } from './correct-text';

const LANGUAGE_NAMES: Record<TextLanguage, string> = { en: 'English', bem: 'Bemba', ny: 'Nyanja' };
const SHOW = { all: 'Every text', missing: 'Missing (English is sent)', draft: 'Drafts to review' } as const;
type Show = keyof typeof SHOW;

interface TextsData {
  language: TextLanguage;
  items: TextItem[];
  missing: number;
  draft: number;
}

/**
 * Borrower texts (issue 48, docs/languages.md): every SMS, push, USSD and error text of a language, where it is used,
 * its length limit and its review state, with what is missing or still a draft counted. Marketing asks for a
 * correction (a `text.correct` request); an admin approves it under Approvals, and the next text the server says uses it.
 */
export function TextsPage() {
  const [language, setLanguage] = useState<TextLanguage>('bem');
  const [show, setShow] = useState<Show>('all');
  // Read under the texts resource in Refine's cache, so an invalidation of texts fetches it again.
  const { query, result } = useResourceRead<TextsData>('texts', { ...callOf(textCalls.list), config: { query: { language, show } } });
  // Until the answer arrives (and while it is refused) Refine holds an empty object.
  const data = result.data && 'items' in result.data ? (result.data as unknown as TextsData) : undefined;
  return (
    <DeskGuard resource="texts">
      <h1>Borrower texts</h1>
      <p className="muted">
        What borrowers read by SMS, push, USSD and in error messages. A correction is a request: an admin approves it under Approvals, and the next text sent uses it,
        without a deploy.
      </p>
      <div className="filters">
        <div className="field">
          <label htmlFor="texts-language">Language</label>
          <select id="texts-language" value={language} onChange={(e) => setLanguage(e.target.value as TextLanguage)}>
            {TEXT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="texts-show">Show</label>
          <select id="texts-show" value={show} onChange={(e) => setShow(e.target.value as Show)}>
            {(Object.keys(SHOW) as Show[]).map((s) => (
              <option key={s} value={s}>
                {SHOW[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isLoading ? <p role="status">Loading...</p> : null}
      {query.isError ? (
        <p role="alert" className="error-box">
          {query.error?.message ?? 'The texts could not be read'}
        </p>
      ) : null}
      {data ? (
        <>
          <p data-testid="texts-counts">
            {LANGUAGE_NAMES[data.language]}: {data.missing} missing, {data.draft} in draft.
          </p>
          <table className="list-table">
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">English</th>
                <th scope="col">{LANGUAGE_NAMES[data.language]}</th>
                <th scope="col">State</th>
                <th scope="col">Correct</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <code>{item.id}</code>
                    <div className="muted">
                      {item.usedIn}
                      {item.limit ? `; at most ${item.limit}` : ''}
                    </div>
                  </td>
                  <td className="text-cell">{item.english}</td>
                  <td className="text-cell">{item.text ?? <em>Missing: English is sent</em>}</td>
                  <td>{item.text === null ? 'missing' : `${item.review ?? 'shipped'}${item.corrected ? ', corrected on the desk' : ''}`}</td>
                  <td>
                    <CanAccess resource="texts" action="correct">
                      <CorrectText item={item} language={data.language} />
                    </CanAccess>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </DeskGuard>
  );
}
