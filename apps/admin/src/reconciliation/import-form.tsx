import { useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { DESK_OPERATORS, STATEMENT_MAX_CHARS } from '@pocket/contracts/api/staff';
import type { StatementImportData } from '@pocket/contracts/api/staff';
import { reconciliationCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ChoiceField } from '../ui/choice-field';

const OPERATOR_LABELS: Record<string, string> = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money', ZAMTEL: 'Zamtel Kwacha' };

/**
 * Uploads an operator statement (the CSV export of its portal). The server checks every line first: a problem refuses
 * the whole file with the line and the reason; the same file again changes nothing.
 */
export function ImportForm({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [operator, setOperator] = useState<string>('MTN');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<StatementImportData | null>(null);
  const { mutate, mutation } = useCustomMutation<StatementImportData>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem('Choose the statement file (CSV) first.');
    const content = await file.text();
    if (content.length > STATEMENT_MAX_CHARS) return setProblem('This file is too large: import one day of the statement at a time.');
    setProblem(null);
    mutate(
      { ...callOf(reconciliationCalls.importStatement), values: { operator, fileName: file.name, content } },
      { onSuccess: ({ data }) => (setDone(data), onImported()) },
    );
  };

  const message = problem ?? mutation.error?.message ?? null;
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
        <button type="submit" className="button primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Importing...' : 'Import statement'}
        </button>
      </div>
    </form>
  );
}
