import { useUpdate } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { linkShopStaffBody, shopInput } from '@pocket/contracts/api/staff';
import type { DeskPhone, DeskShop, DeskShopWithStaff } from '@pocket/contracts/api/staff';
import { shopCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha, percent } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';
import { PhoneAddForm, PhonePriceForm } from './phone-forms';

const SHOP_LABELS = { name: 'Shop name', city: 'City', address: 'Address' } as const;

/** A new shop through Refine's form (the shops resource's create call), checked first by the call's schema (shopInput). */
function ShopForm({ onDone, onCancel }: { onDone: (text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [fields, setFields] = useState({ name: '', city: '', address: '' });
  const form = useCheckedForm<typeof shopInput, DeskShop>('shops', shopInput, { labels: SHOP_LABELS });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send({ ...fields, active: true }).then((answer) => (answer ? onDone(`${answer.name} added.`) : undefined));
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
      {form.message ? (
        <p role="alert" className="error">
          {form.message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={form.busy}>
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
  // Refine's form over the link call (shop-staff-links), checked first by its schema (linkShopStaffBody).
  const form = useCheckedForm('shop-staff-links', linkShopStaffBody, { params: { id: shop.id }, labels: { staffId: 'Staff id' } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send({ staffId: Number(staffId) }).then((answer) => {
      if (answer) {
        setStaffId('');
        onDone(`Staff member ${staffId} now works at ${shop.name}.`);
      }
    });
  };
  return (
    <form onSubmit={submit} aria-label={`Link staff to ${shop.name}`}>
      <label htmlFor={`link-${shop.id}`}>Staff id</label>{' '}
      <input id={`link-${shop.id}`} type="number" min={1} value={staffId} onChange={(event) => setStaffId(event.target.value)} />{' '}
      <button type="submit" className="button secondary" disabled={form.busy || staffId === ''}>
        Link
      </button>
      {form.message ? (
        <span role="alert" className="error">
          {' '}
          {form.message}
        </span>
      ) : null}
    </form>
  );
}

function SectionHead({ title, add, onAdd }: { title: string; add: string; onAdd: () => void }) {
  return (
    <div className="page-head">
      <h2>{title}</h2>
      <button type="button" className="button secondary" onClick={onAdd}>
        {add}
      </button>
    </div>
  );
}

const SwitchButton = ({ active, onSwitch }: { active: boolean; onSwitch: () => void }) => (
  <button type="button" className="button secondary" onClick={onSwitch}>
    {active ? 'Switch off' : 'Switch on'}
  </button>
);

/** Phones and shops (admin): shops and their staff, phones switched on or off; a price is a request a second admin approves. */
export function PhonesShopsPage() {
  const shops = useResourceRead('shops', callOf(shopCalls.shops));
  const phones = useResourceRead('phones', callOf(shopCalls.phones));
  // A switch, a new shop or a staff link changes shops and phones; a price or a new phone waits in Approvals.
  const refresh = useRefreshAfter('shops', 'phones', 'approvals');
  // A switch is Refine's update of the shop or the phone: Refine fetches that resource's reads again itself.
  const { mutate: update } = useUpdate();
  const setDone = useDone();
  const [form, setForm] = useState<'shop' | 'phone' | { price: DeskPhone } | null>(null);
  const shopList = Array.isArray(shops.result.data) ? (shops.result.data as unknown as DeskShopWithStaff[]) : [];
  const phoneList = Array.isArray(phones.result.data) ? (phones.result.data as unknown as DeskPhone[]) : [];
  const finish = (text: string) => {
    setForm(null);
    setDone(text);
    refresh();
  };
  const switched = (name: string, active: boolean) => () => {
    setForm(null);
    setDone(`${name} switched ${active ? 'off' : 'on'}.`);
  };
  const toggle = (resource: 'shops' | 'phones', id: number, values: Record<string, unknown>, name: string, active: boolean) =>
    update({ resource, id, values: { ...values, active: !active }, invalidates: ['resourceAll'], successNotification: false }, { onSuccess: switched(name, active) });
  const toggleShop = (s: DeskShopWithStaff) => toggle('shops', s.id, { name: s.name, city: s.city, address: s.address }, s.name, s.active);
  const togglePhone = (p: DeskPhone) => toggle('phones', p.id, { brand: p.brand, name: p.name, image: p.image, shopId: p.shopId }, p.name, p.active);
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
      <SectionHead title="Shops" add="Add a shop" onAdd={() => setForm('shop')} />
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
              <SwitchButton active={s.active} onSwitch={() => toggleShop(s)} />
            </td>
          </tr>
        ))}
      </ListTable>
      <SectionHead title="Phones" add="Add a phone" onAdd={() => setForm('phone')} />
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
              <SwitchButton active={p.active} onSwitch={() => togglePhone(p)} />
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
