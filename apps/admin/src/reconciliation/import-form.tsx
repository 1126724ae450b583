import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { DESK_OPERATORS, statementImportBody } from '@pocket/contracts/api/staff';
import type { StatementImportData } from '@pocket/contracts/api/staff';

import { ChoiceField } from '../ui/choice-field';
import { useCheckedForm } from '../ui/use-checked-form';

const OPERATOR_LABELS: Record<string, string> = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money', ZAMTEL: 'Zamtel Kwacha' };
const LABELS = { operator: 'Operator', fileName: 'Statement file (CSV)', content: 'Statement file (CSV)' };
const WORDS = { fileName: 'choose the statement file (CSV) first' };

/**
 * Uploads an operator statement (the CSV export of its portal). The server checks every line first: a problem refuses
 * the whole file with the line and the reason; the same file again changes nothing. Sent through Refine's form over
 * its call, checked first by the call's schema (statementImportBody: a file chosen, not empty, not too large).
 */
export function ImportForm({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [operator, setOperator] = useState<string>('MTN');
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<StatementImportData | null>(null);
  const form = useCheckedForm<typeof statementImportBody, StatementImportData>('reconciliation-imports', statementImportBody, { labels: LABELS, words: WORDS });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const answer = await form.send({ operator, ...(file ? { fileName: file.name, content: await file.text() } : {}) });
    if (answer) {
      setDone(answer);
      onImported();
    }
  };

  const message = form.message;
  const statement = done?.statement;
  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Import an operator statement
      </h2>
      <ChoiceField id={`${id}-operator`} label="Operator" value={operator} options={DESK_OPERATORS} labelOf={(o) => OPERATOR_LABELS[o] ?? o} onChange={setOperator} />
      <label htmlFor={`${id}-file`}>Statement file (CSV)</label>
      <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      {message ? (
        <p role="alert" className="error">
          {message}
        </p>
      ) : null}
      {statement ? (
        <p role="status">
          {done.duplicate
            ? `This file was imported before (statement ${statement.id}): nothing changed.`
            : `Imported ${statement.lines} lines (${statement.newLines} new): ${statement.open} differences to resolve.`}{' '}
          <Link to={`/reconciliation/${statement.id}`}>Open statement {statement.id}</Link>
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Importing...' : 'Import statement'}
        </button>
      </div>
    </form>
  );
}
