import { useState } from 'react';

import { CALL_OUTCOMES, COLLECTION_TEMPLATE_NAMES, COLLECTION_TEMPLATES, CONTACT_OUTCOME_TEXT, contactBody, outcomeBody } from '@pocket/contracts/api/staff';
import type { CaseDetail } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { ChoiceField } from '../ui/choice-field';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

type Answer = { contact: { id: number }; phone: string | null };

const CONTACT_LABELS = { channel: 'Channel', template: 'Approved message' };
const OUTCOME_LABELS = { outcome: 'Outcome', amount: 'Promised amount (K)', payBy: 'Pay by' };
const OUTCOME_WORDS = { amount: 'type the amount in Kwacha, such as 150.00' };

/**
 * Contact the borrower: a call (the server reveals the phone for it, audited, then takes its outcome) or an approved
 * template by SMS. There is no free-text box: the server refuses one anyway, and every refusal is shown with its rule.
 */
export function ContactPanel({ detail }: { detail: CaseDetail }) {
  const caseId = detail.case.id;
  const [template, setTemplate] = useState<string>(COLLECTION_TEMPLATES[0]);
  const [call, setCall] = useState<{ id: number; phone: string | null } | null>(null);
  const [outcome, setOutcome] = useState<string>('NO_ANSWER');
  const [amount, setAmount] = useState('');
  const [payBy, setPayBy] = useState('');
  const [note, setNote] = useState<string | null>(null);
  // Refine's forms over the contact and outcome calls (collection-contacts, collection-contact-outcomes), each checked
  // first by its schema (contactBody, outcomeBody).
  const contact = useCheckedForm<typeof contactBody, Answer>('collection-contacts', contactBody, { params: { id: caseId }, labels: CONTACT_LABELS });
  const result = useCheckedForm('collection-contact-outcomes', outcomeBody, { params: { id: call?.id ?? 0 }, labels: OUTCOME_LABELS, words: OUTCOME_WORDS });
  // A contact made or refused, and an outcome, change the case (its contacts, what is left, its flags): Refine fetches it again.
  const refresh = useRefreshAfter('collections');
  const refused = contact.message ?? result.message;
  const start = (values: { channel: 'CALL' | 'SMS'; template?: string }) =>
    void contact.send(values).then((answer) => {
      if (answer) {
        if (values.channel === 'CALL') setCall({ id: answer.contact.id, phone: answer.phone });
        setNote(values.channel === 'SMS' ? 'Message sent.' : null);
      }
      refresh();
    });
  const finish = () => {
    const promise = outcome === 'PROMISE_TO_PAY' ? { promise: { amount: deskKwacha(amount) ?? undefined, payBy } } : {};
    void result.send({ outcome, ...promise }).then((answer) => {
      if (answer) {
        setCall(null);
        setNote(`Outcome recorded: ${CONTACT_OUTCOME_TEXT[outcome as keyof typeof CONTACT_OUTCOME_TEXT]}.`);
        refresh();
      }
    });
  };
  return (
    <section className="card" aria-label="Contact the borrower">
      <h2>Contact the borrower</h2>
      <p className="muted">
        Contacts left: {detail.contactsLeftToday} today, {detail.contactsLeftThisWeek} this week.
      </p>
      {detail.blockedBy ? <p data-testid="blocked-by">No contact now. {detail.blockedBy}</p> : null}
      {call ? (
        <div>
          <p data-testid="call-phone">Call {call.phone ?? 'the borrower'} now, then record what came of it.</p>
          <ChoiceField id="call-outcome" label="Outcome" value={outcome} options={CALL_OUTCOMES} labelOf={(o) => CONTACT_OUTCOME_TEXT[o as keyof typeof CONTACT_OUTCOME_TEXT]} onChange={setOutcome} />
          {outcome === 'PROMISE_TO_PAY' ? (
            <>
              <div className="field">
                <label htmlFor="promise-amount">Promised amount (K)</label>
                <input id="promise-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="promise-date">Pay by</label>
                <input id="promise-date" type="date" value={payBy} onChange={(e) => setPayBy(e.target.value)} />
              </div>
            </>
          ) : null}
          <button type="button" className="button primary" disabled={result.busy} onClick={finish}>
            Record outcome
          </button>
        </div>
      ) : (
        <div className="actions">
          <button type="button" className="button primary" disabled={contact.busy} onClick={() => start({ channel: 'CALL' })}>
            Call the borrower
          </button>
          <ChoiceField id="sms-template" label="Approved message" value={template} options={COLLECTION_TEMPLATES} labelOf={(t) => COLLECTION_TEMPLATE_NAMES[t as keyof typeof COLLECTION_TEMPLATE_NAMES]} onChange={setTemplate} />
          <button type="button" className="button" disabled={contact.busy} onClick={() => start({ channel: 'SMS', template })}>
            Send message
          </button>
        </div>
      )}
      {refused ? (
        <p role="alert" className="error" data-testid="contact-refused">
          {refused}
        </p>
      ) : null}
      {note && !refused ? <p role="status">{note}</p> : null}
    </section>
  );
}
