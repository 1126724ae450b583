import { useState } from 'react';
import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { CollectionsHelp } from '@pocket/contracts/api/collections';
import { HARDSHIP_REASON_MAX, HARDSHIP_REASON_MIN, HARDSHIP_REASON_TOO_SHORT, PROMISE_DATE_MISSING } from '@pocket/contracts/api/collections-texts';
import { deskKwacha, type Ngwee } from '@pocket/contracts/money';
import { Money } from '@pocket/ui-kit/money';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';

export const BILL_HELP_TEXT = {
  title: 'Help with my bill',
  lateOneDay: 'Your bill is 1 day late.',
  /** Said through `t` with `{days}`. */
  late: 'Your bill is {days} days late.',
  notLate: 'Your bill is not late.',
  owed: 'Late now',
  promiseTitle: 'I will pay on ...',
  promiseIntro: 'Tell us when you will pay and how much. We will not remind you before that day.',
  date: 'Date',
  amount: 'Amount (K)',
  amountMissing: 'Please enter the amount you will pay',
  promise: 'Promise to pay',
  promised: 'You promised to pay',
  /** After the amount, said through `t` with `{date}`. */
  promisedBy: 'by {date}.',
  kept: 'You kept your promise. Thank you!',
  broken: 'The date of your promise has passed. You can make a new one.',
  planTitle: "I can't pay",
  planIntro: 'If you cannot pay, ask for a payment plan: the rest of your loan in smaller payments. A person reads every request and answers within 2 working days.',
  reason: 'Why can you not pay?',
  ask: 'Ask for a payment plan',
  planOpen: 'We have your request for a payment plan. We will answer within 2 working days.',
  /** Said through `t` with `{count}` (the plan's payments, or 'several' when the desk did not say). */
  planMade: 'Your payment plan is ready: {count} payments. See them under Repayment Plan.',
  several: 'several',
  planDeclined: 'We could not offer a payment plan:',
} as const;

const fieldStyle = { width: '100%', boxSizing: 'border-box' as const, padding: 8, fontSize: 14, border: `1px solid ${palette.textSecondary}`, borderRadius: 8 };
const labelStyle = { display: 'block', fontSize: 14, fontWeight: 600, margin: '8px 0 4px' };
const Problem = ({ text }: { text: string | undefined }) =>
  text ? (
    <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
      {text}
    </p>
  ) : null;

export type BillHelpViewProps = {
  help: CollectionsHelp | null;
  today: string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  promising: boolean;
  asking: boolean;
  /** Answer true when the server took it. */
  onPromise: (amount: Ngwee, payBy: string) => Promise<boolean>;
  onAskPlan: (reason: string) => Promise<boolean>;
};

/** /bill-help/$orderId: a promise to pay ("I will pay on ...") and a payment-plan request ("I can't pay"). */
export function BillHelpView({ help, today, loading, error, onRetry, promising, asking, onPromise, onAskPlan }: BillHelpViewProps) {
  const [payBy, setPayBy] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ payBy?: string; amount?: string; reason?: string }>({});
  const t = useText();
  const promise = help?.promise ?? null;
  const plan = help?.hardship ?? null;
  const sendPromise = async () => {
    const ngwee = deskKwacha(amount);
    const found = { ...(payBy ? {} : { payBy: PROMISE_DATE_MISSING }), ...(ngwee && ngwee > 0 ? {} : { amount: BILL_HELP_TEXT.amountMissing }) };
    setProblems(found);
    if (found.payBy || found.amount || !ngwee) return;
    if (await onPromise(ngwee, payBy)) {
      setPayBy('');
      setAmount('');
    }
  };
  const sendPlan = async () => {
    const found = reason.trim().length < HARDSHIP_REASON_MIN ? { reason: HARDSHIP_REASON_TOO_SHORT } : {};
    setProblems(found);
    if (found.reason) return;
    if (await onAskPlan(reason.trim())) setReason('');
  };
  return (
    <div data-testid="bill-help">
      <PageHeader title={t(BILL_HELP_TEXT.title)} />
      <PageState loading={loading} error={error} onRetry={onRetry}>
        {help && (
          <>
            <div style={{ padding: '0 16px' }}>
              <p>{help.daysPastDue === 1 ? t(BILL_HELP_TEXT.lateOneDay) : help.daysPastDue > 0 ? t(BILL_HELP_TEXT.late, { days: help.daysPastDue }) : t(BILL_HELP_TEXT.notLate)}</p>
              {help.overdueAmount > 0 && (
                <p>
                  {t(BILL_HELP_TEXT.owed)}: <Money ngwee={help.overdueAmount} />
                </p>
              )}
            </div>
            <section aria-label={t(BILL_HELP_TEXT.promiseTitle)} style={{ padding: '0 16px 16px' }}>
              <h2 style={{ fontSize: 16 }}>{t(BILL_HELP_TEXT.promiseTitle)}</h2>
              {promise?.status === 'OPEN' ? (
                <p data-testid="promise-made">
                  {t(BILL_HELP_TEXT.promised)} <Money ngwee={promise.amount} /> {t(BILL_HELP_TEXT.promisedBy, { date: promise.payBy })}
                </p>
              ) : (
                <form
                  noValidate
                  aria-label={t(BILL_HELP_TEXT.promiseTitle)}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void sendPromise();
                  }}
                >
                  {promise?.status === 'KEPT' && <p>{t(BILL_HELP_TEXT.kept)}</p>}
                  {promise?.status === 'BROKEN' && <p>{t(BILL_HELP_TEXT.broken)}</p>}
                  <p style={{ fontSize: 13, color: palette.textSecondary }}>{t(BILL_HELP_TEXT.promiseIntro)}</p>
                  <label style={labelStyle} htmlFor="promise-date">
                    {t(BILL_HELP_TEXT.date)}
                  </label>
                  <input id="promise-date" type="date" min={today} max={help.latestPromiseDate} value={payBy} onChange={(e) => setPayBy(e.target.value)} style={fieldStyle} />
                  <Problem text={problems.payBy && t(problems.payBy)} />
                  <label style={labelStyle} htmlFor="promise-amount">
                    {t(BILL_HELP_TEXT.amount)}
                  </label>
                  <input id="promise-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} style={fieldStyle} />
                  <Problem text={problems.amount && t(problems.amount)} />
                  <Button type="primary" round block nativeType="submit" loading={promising} style={{ marginTop: 12 }}>
                    {t(BILL_HELP_TEXT.promise)}
                  </Button>
                </form>
              )}
            </section>
            <section aria-label={t(BILL_HELP_TEXT.planTitle)} style={{ padding: '0 16px 16px' }}>
              <h2 style={{ fontSize: 16 }}>{t(BILL_HELP_TEXT.planTitle)}</h2>
              {plan?.status === 'OPEN' && <p data-testid="plan-status">{t(BILL_HELP_TEXT.planOpen)}</p>}
              {plan?.status === 'PLANNED' && <p data-testid="plan-status">{t(BILL_HELP_TEXT.planMade, { count: plan.instalments ?? t(BILL_HELP_TEXT.several) })}</p>}
              {plan?.status !== 'OPEN' && plan?.status !== 'PLANNED' && (
                <form
                  noValidate
                  aria-label={t(BILL_HELP_TEXT.planTitle)}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void sendPlan();
                  }}
                >
                  {plan?.status === 'DECLINED' && (
                    <p data-testid="plan-status">
                      {t(BILL_HELP_TEXT.planDeclined)} {plan.answer}
                    </p>
                  )}
                  <p style={{ fontSize: 13, color: palette.textSecondary }}>{t(BILL_HELP_TEXT.planIntro)}</p>
                  <label style={labelStyle} htmlFor="plan-reason">
                    {t(BILL_HELP_TEXT.reason)}
                  </label>
                  <textarea id="plan-reason" rows={4} maxLength={HARDSHIP_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} style={fieldStyle} />
                  <Problem text={problems.reason && t(problems.reason)} />
                  <Button type="primary" round block nativeType="submit" loading={asking} style={{ marginTop: 12 }}>
                    {t(BILL_HELP_TEXT.ask)}
                  </Button>
                </form>
              )}
            </section>
          </>
        )}
      </PageState>
    </div>
  );
}
