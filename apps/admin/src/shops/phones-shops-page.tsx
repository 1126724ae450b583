import { useCustomMutation, useForm } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { shopInput } from '@pocket/contracts/api/staff';
import type { DeskPhone, DeskShopWithStaff } from '@pocket/contracts/api/staff';
import { shopCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha, percent } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';
import { PhoneAddForm, PhonePriceForm } from './phone-forms';

const SHOP_LABELS = { name: 'Shop name', city: 'City', address: 'Address' } as const;

/** A new shop through Refine's form (the shops resource's create call), checked first by the call's schema (shopInput). */
function ShopForm({ onDone, onCancel }: { onDone: (text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [fields, setFields] = useState({ name: '', city: '', address: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const { onFinish, mutation } = useForm({ resource: 'shops', action: 'create', redirect: false, successNotification: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = shopInput.safeParse({ ...fields, active: true });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      return setProblem(`${SHOP_LABELS[issue.path[0] as keyof typeof SHOP_LABELS] ?? String(issue.path[0])}: ${issue.message}`);
    }
    setProblem(null);
    void onFinish(checked.data)
      .then((answer) => (answer ? onDone(`${checked.data.name} added.`) : undefined))
      .catch(() => undefined);
  };
  const input = (key: keyof typeof fields, label: string) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={fields[key]} maxLength={200} onChange={(event) => setFields((f) => ({ ...f, [key]: event.target.value }))} />
    </div>
  );
  return (
    <form className="card" onSubmit={submit} aria-label="Add a shop">
      <div className="filters">
        {input('name', SHOP_LABELS.name)}
        {input('city', SHOP_LABELS.city)}
        {input('address', SHOP_LABELS.address)}
      </div>
      {problem || mutation.error ? (
        <p role="alert" className="error">
          {problem ?? mutation.error?.message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={mutation.isPending}>
          Add shop
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function LinkStaff({ shop, onDone }: { shop: DeskShopWithStaff; onDone: (text: string) => void }) {
  const [staffId, setStaffId] = useState('');
  const { mutate, mutation } = useCustomMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutate({ ...callOf(shopCalls.linkStaff, { id: shop.id }), values: { staffId: Number(staffId) } }, { onSuccess: () => (setStaffId(''), onDone(`Staff member ${staffId} now works at ${shop.name}.`)) });
  };
  return (
    <form onSubmit={submit} aria-label={`Link staff to ${shop.name}`}>
      <label htmlFor={`link-${shop.id}`}>Staff id</label>{' '}
      <input id={`link-${shop.id}`} type="number" min={1} value={staffId} onChange={(event) => setStaffId(event.target.value)} />{' '}
      <button type="submit" className="button secondary" disabled={mutation.isPending || staffId === ''}>
        Link
      </button>
      {mutation.error ? (
        <span role="alert" className="error">
          {' '}
          {mutation.error.message}
        </span>
      ) : null}
    </form>
  );
}

/** Phones and shops (admin): shops and their staff, phones switched on or off; a price is a request a second admin approves. */
export function PhonesShopsPage() {
  const shops = useResourceRead('shops', callOf(shopCalls.shops));
  const phones = useResourceRead('phones', callOf(shopCalls.phones));
  // A switch, a new shop or a staff link changes shops and phones; a price or a new phone waits in Approvals.
  const refresh = useRefreshAfter('shops', 'phones', 'approvals');
  const { mutate } = useCustomMutation();
  const setDone = useDone();
  const [form, setForm] = useState<'shop' | 'phone' | { price: DeskPhone } | null>(null);
  const shopList = Array.isArray(shops.result.data) ? (shops.result.data as unknown as DeskShopWithStaff[]) : [];
  const phoneList = Array.isArray(phones.result.data) ? (phones.result.data as unknown as DeskPhone[]) : [];
  const finish = (text: string) => {
    setForm(null);
    setDone(text);
    refresh();
  };
  const toggleShop = (s: DeskShopWithStaff) =>
    mutate({ ...callOf(shopCalls.changeShop, { id: s.id }), values: { name: s.name, city: s.city, address: s.address, active: !s.active } }, { onSuccess: () => finish(`${s.name} switched ${s.active ? 'off' : 'on'}.`) });
  const togglePhone = (p: DeskPhone) =>
    mutate({ ...callOf(shopCalls.changePhone, { id: p.id }), values: { brand: p.brand, name: p.name, image: p.image, shopId: p.shopId, active: !p.active } }, { onSuccess: () => finish(`${p.name} switched ${p.active ? 'off' : 'on'}.`) });
  const shopName = (id: number) => shopList.find((s) => s.id === id)?.name ?? `Shop ${id}`;
  return (
    <DeskGuard resource="phones-shops">
      <h1>Phones and shops</h1>
      <p className="muted">A phone&apos;s price changes only when a second admin approves it, and only for orders made after that; orders already made keep their price.</p>
      {shops.query.isError || phones.query.isError ? (
        <div role="alert" className="error-box">
          <p>{shops.query.error?.message ?? phones.query.error?.message}</p>
        </div>
      ) : null}
      <div className="page-head">
        <h2>Shops</h2>
        <button type="button" className="button secondary" onClick={() => setForm('shop')}>
          Add a shop
        </button>
      </div>
      {form === 'shop' ? <ShopForm onDone={finish} onCancel={() => setForm(null)} /> : null}
      <ListTable caption="Shops" columns={['Shop', 'Address', 'Status', 'Staff', 'Actions']}>
        {shopList.map((s) => (
          <tr key={s.id}>
            <td>{s.name}</td>
            <td>
              {s.address}, {s.city}
            </td>
            <td>{s.active ? 'On' : 'Off'}</td>
            <td>
              {s.staff.map((m) => `${m.email} (#${m.id})`).join(', ') || 'Nobody'}
              <LinkStaff shop={s} onDone={finish} />
            </td>
            <td>
              <button type="button" className="button secondary" onClick={() => toggleShop(s)}>
                {s.active ? 'Switch off' : 'Switch on'}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      <div className="page-head">
        <h2>Phones</h2>
        <button type="button" className="button secondary" onClick={() => setForm('phone')}>
          Add a phone
        </button>
      </div>
      {form === 'phone' ? <PhoneAddForm shops={shopList} onDone={finish} onCancel={() => setForm(null)} /> : null}
      {form !== null && typeof form === 'object' ? <PhonePriceForm phone={form.price} onDone={finish} onCancel={() => setForm(null)} /> : null}
      <ListTable caption="Phones" columns={['Phone', 'Shop', 'Price', 'Deposit', 'Stages', 'Status', 'Actions']}>
        {phoneList.map((p) => (
          <tr key={p.id}>
            <td>
              {p.brand} {p.name}
            </td>
            <td>{shopName(p.shopId)}</td>
            <td>{kwacha(p.price)}</td>
            <td>{percent(p.depositBp)}</td>
            <td>
              {p.stages} x {p.stageDays} days
            </td>
            <td>{p.active ? 'On' : 'Off'}</td>
            <td>
              <button type="button" className="button secondary" onClick={() => setForm({ price: p })}>
                Change price
              </button>{' '}
              <button type="button" className="button secondary" onClick={() => togglePhone(p)}>
                {p.active ? 'Switch off' : 'Switch on'}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
