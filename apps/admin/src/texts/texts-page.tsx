import { useCan } from '@refinedev/core';

import type { TextItem, TextLanguage, TextSurface } from '@pocket/contracts/api/staff';
import { TEXT_LANGUAGES, TEXT_SURFACES } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';
import { CorrectText } from './correct-text';
import { TextFinder } from './text-finder';

const LANGUAGE_NAMES: Record<TextLanguage, string> = { en: 'English', bem: 'Bemba', ny: 'Nyanja' };
const SHOW = { all: 'Every text', missing: 'Missing (English is sent)', draft: 'Drafts to review' } as const;
type Show = keyof typeof SHOW;
const SURFACE_NAMES: Record<TextSurface | 'all', string> = { all: 'Every surface', sms: 'SMS and push', ussd: 'USSD', error: 'Error messages', web: 'The web app' };
/** Why a web text's English has no correction here (the server refuses one too: docs/languages.md). */
export const WEB_ENGLISH_NOTE = "The web app's key: its English words are changed in its code (a deploy); correct its Bemba or Nyanja words";

/** What the texts list answers besides its items. */
interface TextCounts {
  language: TextLanguage;
  missing: number;
  draft: number;
  /** How many texts the filters find (every page). */
  found: number;
}

/**
 * Borrower texts (issue 48, docs/languages.md): every SMS, push, USSD and error text of a language and every text of the
 * web app, where it is used, its length limit and its review state, with what is missing or still a draft counted.
 * Marketing asks for a correction (a `text.correct` request); an admin approves it under Approvals, and the next text
 * the server says uses it; a web text's Bemba or Nyanja correction reaches the app the next time it loads that language
 * (within a minute or two). A web text's English is its key in the app's code: no correction here. A web text with a
 * context (two texts with the same English told apart, such as the USSD PIN row's `Set`) shows it under its English.
 * The list comes 50 texts at a time ("Load more"), and words typed in the finder keep the texts that hold them.
 */
export function TextsPage() {
  // The language and what to show are filters in the address (a shared link opens the same list), read through the
  // texts resource's list call, so an invalidation of texts fetches it again.
  const { list, besides, filter, setFilter, setFilters, values } = useUrlFilteredList<TextItem>('texts', { language: 'bem', show: 'all', surface: 'all' });
  const language = filter('language') as TextLanguage;
  const show = filter('show') as Show;
  const surface = filter('surface') as TextSurface | 'all';
  const find = filter('find');
  // The counts come with the answer: until it arrives (and while it is refused) there are none.
  const counts = !list.loading && !list.error && 'missing' in besides ? (besides as unknown as TextCounts) : undefined;
  // Whether this role may ask for corrections, asked once for the page: a language has some 800 rows, and a check (or a
  // form) per row made each list the page drew cost seconds on a busy machine, long enough for a choice made meanwhile
  // to land on the rows of the language shown before (issue 48's journey). A row's form is made only when opened.
  const mayCorrect = useCan({ resource: 'texts', action: 'correct' }).data?.can === true;
  return (
    <DeskGuard resource="texts">
      <h1>Borrower texts</h1>
      <p className="muted">
        What borrowers read by SMS, push, USSD, in error messages and in the web app. A correction is a request: an admin approves it under Approvals, and the next
        text sent uses it, without a deploy; the web app says its corrected texts the next time it loads the language, within a minute or two (a web text&apos;s
        English words are the app&apos;s code: not corrected here).
      </p>
      <div className="filters">
        <ChoiceField id="texts-language" label="Language" value={language} options={TEXT_LANGUAGES} labelOf={(l) => LANGUAGE_NAMES[l as TextLanguage]} onChange={(v) => setFilter('language', v)} />
        <ChoiceField id="texts-show" label="Show" value={show} options={Object.keys(SHOW)} labelOf={(s) => SHOW[s as Show]} onChange={(v) => setFilter('show', v)} />
        <ChoiceField id="texts-surface" label="Surface" value={surface} options={['all', ...TEXT_SURFACES]} labelOf={(s) => SURFACE_NAMES[s as TextSurface | 'all']} onChange={(v) => setFilter('surface', v)} />
      </div>
      {/* Keyed by the address's search, as the borrower search: Back shows that address's words in the box. */}
      <TextFinder key={find} find={find} onFind={(words) => setFilters({ ...values, find: words })} />
      {list.loading ? <p role="status">Loading...</p> : null}
      {list.error ? (
        <p role="alert" className="error-box">
          {list.error.message || 'The texts could not be read'}
        </p>
      ) : null}
      {counts ? (
        <>
          <p data-testid="texts-counts">
            {LANGUAGE_NAMES[counts.language]}: {counts.missing} missing, {counts.draft} in draft.
          </p>
          <p data-testid="texts-found">
            {counts.found === 0 ? (find ? `No text holds “${find}”.` : 'No text to show.') : `${counts.found} ${counts.found === 1 ? 'text' : 'texts'}${find ? ` holding “${find}”` : ''}; ${list.items.length} shown.`}
          </p>
          <table className="list-table">
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">English</th>
                <th scope="col">{LANGUAGE_NAMES[counts.language]}</th>
                <th scope="col">State</th>
                <th scope="col">Correct</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <code>{item.id}</code>
                    <div className="muted">
                      {item.usedIn}
                      {item.limit ? `; at most ${item.limit}` : ''}
                    </div>
                  </td>
                  <td className="text-cell">
                    {item.english}
                    {/* A web text's context tells it apart from another with the same English (the two `Set`s). */}
                    {item.context ? <div className="muted">Context: {item.context}</div> : null}
                  </td>
                  <td className="text-cell">{item.text ?? <em>Missing: English is sent</em>}</td>
                  <td>{item.text === null ? 'missing' : `${item.review ?? 'shipped'}${item.corrected ? ', corrected on the desk' : ''}`}</td>
                  <td>
                    {item.surface === 'web' && counts.language === 'en' ? (
                      <span className="muted">{WEB_ENGLISH_NOTE}</span>
                    ) : mayCorrect ? (
                      <CorrectText item={item} language={counts.language} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* A page of 50 at a time: a language has some 800 texts, and each drawn row costs the page. */}
          {list.hasMore ? (
            <button type="button" className="button secondary" onClick={list.more} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </button>
          ) : null}
        </>
      ) : null}
    </DeskGuard>
  );
}
