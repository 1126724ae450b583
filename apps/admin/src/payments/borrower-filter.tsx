import { BorrowerPicker } from '../ui/borrower-match';

/**
 * The payments of one borrower, found by phone, name, NRC or order id (never an internal id typed by hand): the one
 * chosen stays in the address as `uid` (the list's filter), the search asked as `q`; "Any borrower" lifts the filter.
 */
export function BorrowerFilter({ uid, q, onSearch, onChoose }: { uid: string; q: string; onSearch: (q: string) => void; onChoose: (uid: string) => void }) {
  if (uid !== '') {
    return (
      <p className="filters" data-testid="payments-borrower">
        Payments of <strong>borrower {uid}</strong> only.{' '}
        <button type="button" className="button secondary" onClick={() => onChoose('')}>
          Any borrower
        </button>
      </p>
    );
  }
  return (
    <BorrowerPicker
      id="payments-q"
      label="Borrower: phone, name, NRC or order id"
      q={q}
      onSearch={onSearch}
      action="Payments"
      testId="payments-candidate"
      offer={(borrower) => (
        <button type="button" className="button secondary" onClick={() => onChoose(String(borrower.uid))}>
          Show the payments of borrower {borrower.uid}
        </button>
      )}
    />
  );
}
