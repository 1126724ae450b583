import { useState } from 'react';

import { wheelBudgetPayload, wheelPrizeLook, wheelPrizePayload } from '@pocket/contracts/api/staff';
import type { StaffWheel, StaffWheelPrize } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ContentForm } from './content-form';
import type { Values } from './content-form';
import { approvalRequest, REASON_FIELD, requestBody } from './request';
import { kwacha } from './units';
import { useDeskRecord } from './use-desk-read';

const PRIZE_FIELDS = [
  { key: 'couponId', label: 'Coupon id (empty: gives nothing)' },
  { key: 'weight', label: 'Weight (0 to 1000)' },
  { key: 'cost', label: 'Cost against the daily budget (K)' },
  { key: 'enabled', label: 'On the wheel', type: 'checkbox' as const },
  REASON_FIELD,
];
const LOOK_FIELDS = [
  { key: 'label', label: 'Words on the slot' },
  { key: 'color', label: 'Colour (six hex digits after #)' },
];
const BUDGET_FIELDS = [{ key: 'dailyBudget', label: 'Daily budget (K)' }, REASON_FIELD];

const prizePayload = (prizeId: number) => (v: Values) => {
  const coupon = String(v.couponId).trim();
  if (coupon !== '' && !/^\d{1,9}$/.test(coupon)) return 'Coupon id: a number from the coupons list, or empty';
  if (!/^\d{1,4}$/.test(String(v.weight))) return 'Weight: a whole number from 0 to 1000';
  const cost = deskKwacha(String(v.cost));
  if (cost === null) return 'Cost (K): enter an amount in Kwacha, e.g. 5 or 0';
  return { prizeId, couponId: coupon === '' ? null : Number(coupon), weight: Number(v.weight), cost, enabled: v.enabled === true };
};
const budgetPayload = (v: Values) => {
  const dailyBudget = deskKwacha(String(v.dailyBudget));
  return dailyBudget === null ? 'Daily budget (K): enter an amount in Kwacha, e.g. 1,000' : { dailyBudget };
};

/** The share of draws a prize gets while the budget affords every prize. */
const chance = (p: StaffWheelPrize, prizes: StaffWheelPrize[]) => {
  const total = prizes.filter((x) => x.enabled).reduce((s, x) => s + x.weight, 0);
  return p.enabled && total > 0 ? `${((100 * p.weight) / total).toFixed(1)}%` : '0%';
};

type Editing = { what: 'prize' | 'look'; prize: StaffWheelPrize } | { what: 'budget' };

/** The prize wheel (marketing): prizes, weights and the daily budget are requests another person approves. */
export function WheelPage() {
  const wheel = useDeskRecord<StaffWheel>('wheel');
  const [editing, setEditing] = useState<Editing | null>(null);
  const setDone = useDone();
  // A save or a request changes the wheel and the approvals: Refine fetches both again.
  const refresh = useRefreshAfter('wheel', 'approvals');
  const finish = (text: string) => () => (setEditing(null), setDone(text), refresh());
  const w = wheel.data;
  return (
    <DeskGuard resource="wheel">
      <h1>Prize wheel</h1>
      <p className="muted">When a day&apos;s budget is spent the wheel gives only prizes that cost nothing, whatever the weights say.</p>
      {wheel.loading ? <p role="status">Loading...</p> : null}
      {wheel.error ? <p role="alert" className="error">{wheel.error}</p> : null}
      {w ? (
        <section className="card" aria-label="Daily budget">
          <div className="page-head">
            <h2>Daily budget: {kwacha(w.dailyBudget)}</h2>
            <button type="button" className="button secondary" onClick={() => setEditing({ what: 'budget' })}>
              Change budget
            </button>
          </div>
          <p>
            Today ({w.today.day}): {kwacha(w.today.spent)} given of {kwacha(w.today.budget)}.
          </p>
        </section>
      ) : null}
      {editing?.what === 'budget' && w ? (
        <ContentForm
          title="Request a new daily budget"
          fields={BUDGET_FIELDS}
          initial={{ dailyBudget: String(w.dailyBudget / 100), reason: '' }}
          resource="approval-requests"
          schema={approvalRequest(wheelBudgetPayload)}
          submitLabel="Request"
          toBody={requestBody('wheel.budget', budgetPayload)}
          onSaved={finish('New daily budget requested: another person approves it in Approvals; it applies from that day.')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing?.what === 'prize' ? (
        <ContentForm
          key={`prize-${editing.prize.id}`}
          title={`Request a change of ${editing.prize.label}`}
          fields={PRIZE_FIELDS}
          initial={{ couponId: editing.prize.couponId === null ? '' : String(editing.prize.couponId), weight: String(editing.prize.weight), cost: String(editing.prize.cost / 100), enabled: editing.prize.enabled, reason: '' }}
          resource="approval-requests"
          schema={approvalRequest(wheelPrizePayload)}
          submitLabel="Request"
          toBody={requestBody('wheel.prize', prizePayload(editing.prize.id))}
          onSaved={finish('Prize change requested: another person approves it in Approvals.')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing?.what === 'look' ? (
        <ContentForm
          key={`look-${editing.prize.id}`}
          title={`Words and colour of ${editing.prize.label}`}
          fields={LOOK_FIELDS}
          initial={{ label: editing.prize.label, color: editing.prize.color }}
          resource="wheel-prize-looks"
          schema={wheelPrizeLook}
          params={{ id: editing.prize.id }}
          toBody={(v) => ({ label: String(v.label).trim(), color: String(v.color).trim() })}
          onSaved={finish('Saved: the wheel shows it at once.')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ListTable caption="Prizes" columns={['Slot', 'Words', 'Gives', 'Weight', 'Chance', 'Cost', 'On', 'Actions']}>
        {(w?.prizes ?? []).map((p) => (
          <tr key={p.id}>
            <td>{p.position}</td>
            <td>{p.label}</td>
            <td>{p.couponName ?? 'Nothing'}</td>
            <td>{p.weight}</td>
            <td>{chance(p, w!.prizes)}</td>
            <td>{kwacha(p.cost)}</td>
            <td>{p.enabled ? 'Yes' : 'No'}</td>
            <td>
              <button type="button" className="button secondary" onClick={() => setEditing({ what: 'prize', prize: p })}>
                Change prize
              </button>{' '}
              <button type="button" className="button secondary" onClick={() => setEditing({ what: 'look', prize: p })}>
                Edit words
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
