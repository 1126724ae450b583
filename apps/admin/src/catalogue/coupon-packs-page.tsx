import { useState } from 'react';

import { couponPackPayload, couponPackText } from '@pocket/contracts/api/staff';
import type { StaffCoupon, StaffCouponPack } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ContentForm, fieldsOf } from './content-form';
import type { Values } from './content-form';
import { approvalRequest, REASON_FIELD, requestBody } from './request';
import { kwacha, percent } from './units';
import { useDeskList } from './use-desk-read';

const TERM_FIELDS = [
  ...fieldsOf('text', { code: 'Code (capital letters and digits)', name: 'Name', description: 'Description', items: 'Coupons (coupon id x how many, e.g. 207x2, 202x1)' }),
  ...fieldsOf('date', { validFrom: 'Claimable from (Lusaka date)', validUntil: 'Claimable until (Lusaka date)' }),
  ...fieldsOf('text', { maxClaims: 'Claims at most (empty: no limit)' }),
  ...fieldsOf('checkbox', { listed: 'Shown to every borrower (otherwise by code only)' }),
  REASON_FIELD,
];
const TEXT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

/** What a coupon takes off a bill, as staff read it. */
export const couponValue = (c: StaffCoupon) =>
  `${c.kind === 'AMOUNT_OFF' ? `${kwacha(c.amountOff)} off` : `${percent(c.discountBp)} off the interest`}, bills from ${kwacha(c.minBill)}, ${c.validDays} days`;

const itemsText = (p: StaffCouponPack | null) => (p ? p.items.map((i) => `${i.couponId}x${i.count}`).join(', ') : '');

function termsPayload(packId: number | null) {
  return (v: Values) => {
    const items = [];
    for (const part of String(v.items).split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = /^(\d+)\s*x\s*(\d+)$/i.exec(part);
      if (!m) return `Coupons: write each as coupon id x how many, e.g. 207x2 (not "${part}")`;
      items.push({ couponId: Number(m[1]), count: Number(m[2]) });
    }
    if (items.length === 0) return 'Coupons: at least one, e.g. 207x1';
    const max = String(v.maxClaims).trim();
    if (max !== '' && !/^\d{1,8}$/.test(max)) return 'Claims at most: a whole number, or empty for no limit';
    return {
      packId, code: String(v.code).trim().toUpperCase(), name: String(v.name).trim(), description: String(v.description).trim(), items,
      validFrom: String(v.validFrom), validUntil: String(v.validUntil), maxClaims: max === '' ? null : Number(max), listed: v.listed === true,
    };
  };
}

const termsOf = (p: StaffCouponPack | null): Values => ({
  code: p?.code ?? '', name: p?.name ?? '', description: p?.description ?? '', items: itemsText(p), validFrom: p?.validFrom ?? '',
  validUntil: p?.validUntil ?? '', maxClaims: p?.maxClaims === null || !p ? '' : String(p.maxClaims), listed: p?.listed ?? true, reason: '',
});

type Editing = { pack: StaffCouponPack | null; what: 'terms' | 'text' };

/** Coupon packs (marketing): a pack's coupons, dates, claims and audience are a request another person approves. */
export function CouponPacksPage() {
  const packs = useDeskList<StaffCouponPack>('coupon-packs');
  const coupons = useDeskList<StaffCoupon>('coupons');
  const [editing, setEditing] = useState<Editing | null>(null);
  const setDone = useDone();
  // A save (or a request, once asked) changes the packs and the approvals: Refine fetches both again.
  const refresh = useRefreshAfter('coupon-packs', 'approvals');
  const finish = (text: string) => () => (setEditing(null), setDone(text), refresh());
  return (
    <DeskGuard resource="coupon-packs">
      <div className="page-head">
        <h1>Coupon packs</h1>
        <button type="button" className="button primary" onClick={() => setEditing({ pack: null, what: 'terms' })}>
          Request a new pack
        </button>
      </div>
      {editing?.what === 'terms' ? (
        <ContentForm
          key={editing.pack?.id ?? 'new'}
          title={editing.pack ? `Request new terms of ${editing.pack.name}` : 'Request a new pack'}
          fields={TERM_FIELDS}
          initial={termsOf(editing.pack)}
          resource="approval-requests"
          schema={approvalRequest(couponPackPayload)}
          submitLabel="Request"
          toBody={requestBody('coupon.pack', termsPayload(editing.pack?.id ?? null))}
          onSaved={finish('Requested: another marketing member or an admin approves it in Approvals; borrowers see it after that.')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing?.what === 'text' && editing.pack ? (
        <ContentForm
          key={`text-${editing.pack.id}`}
          title={`Words of ${editing.pack.name}`}
          fields={TEXT_FIELDS}
          initial={{ name: editing.pack.name, description: editing.pack.description }}
          resource="coupon-pack-texts"
          schema={couponPackText}
          params={{ id: editing.pack.id }}
          toBody={(v) => ({ name: String(v.name).trim(), description: String(v.description).trim() })}
          onSaved={finish('Saved: the app shows the new words at once.')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {packs.loading ? <p role="status">Loading...</p> : null}
      {packs.error ? <p role="alert" className="error">{packs.error}</p> : null}
      <ListTable caption="Coupon packs" columns={['Code', 'Name', 'Coupons', 'Claimable (Lusaka)', 'Claims', 'Who', 'Now', 'Actions']}>
        {(packs.data ?? []).map((p) => (
          <tr key={p.id}>
            <td>{p.code}</td>
            <td>{p.name}</td>
            <td>{p.items.map((i) => `${i.count} × ${i.couponName}`).join(', ')}</td>
            <td>
              {p.validFrom} to {p.validUntil}
            </td>
            <td>
              {p.claims}
              {p.maxClaims === null ? '' : ` of ${p.maxClaims}`}
            </td>
            <td>{p.listed ? 'Everyone' : 'By code'}</td>
            <td>{p.live ? 'Claimable' : 'Not now'}</td>
            <td>
              <button type="button" className="button secondary" onClick={() => setEditing({ pack: p, what: 'terms' })}>
                Change terms
              </button>{' '}
              <button type="button" className="button secondary" onClick={() => setEditing({ pack: p, what: 'text' })}>
                Edit words
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      <h2>Coupons a pack may give</h2>
      <ListTable caption="Coupons" columns={['Id', 'Name', 'Value']}>
        {(coupons.data ?? []).map((c) => (
          <tr key={c.id}>
            <td>{c.id}</td>
            <td>{c.name}</td>
            <td>{couponValue(c)}</td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
