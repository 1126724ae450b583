import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

import type { BorrowerListItem } from '@pocket/contracts/api/staff';

import { FormProblem } from './form-end';
import { CursorListState } from './list-state';
import { ListTable } from './list-table';
import { useCursorList } from './use-cursor-list';

const NOTHING_TYPED = 'Type a phone, a name, an NRC or an order id.';

/**
 * Find borrowers by what a person knows (phone, name, NRC or order id), never by an internal id: `q` is the search
 * asked (kept in the address by the page; the box shows it again when the address changes), the matches are masked,
 * each row drawn by the page with what it offers.
 */
export function BorrowerFinder({ id, label, button, q, onSearch, columns, row }: {
  id: string;
  label: string;
  button: string;
  q: string;
  onSearch: (q: string) => void;
  columns: string[];
  row: (borrower: BorrowerListItem) => ReactNode;
}) {
  const [typed, setTyped] = useState(q);
  // The box follows the search the address names when it changes without a word typed here (Back, Forward, a link).
  const [asked, setAsked] = useState(q);
  if (asked !== q) {
    setAsked(q);
    setTyped(q);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const list = useCursorList<BorrowerListItem>('borrowers', [{ field: 'q', operator: 'eq', value: q }], { enabled: q !== '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text === '') return setProblem(NOTHING_TYPED);
    setProblem(null);
    onSearch(text);
  };
  return (
    <>
      <form className="search" role="search" onSubmit={submit}>
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        <button type="submit" className="button primary">
          {button}
        </button>
      </form>
      <FormProblem message={problem} />
      {q !== '' ? (
        <CursorListState list={list} emptyText={`No borrower matches “${q}”.`}>
          <ListTable caption={`Borrowers matching ${q}`} columns={columns}>
            {list.items.map(row)}
          </ListTable>
        </CursorListState>
      ) : null}
    </>
  );
}
