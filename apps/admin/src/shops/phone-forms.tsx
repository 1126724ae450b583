import { useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';

import type { DeskPhone, DeskShop } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';
import { approvalCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { toBp } from '../catalogue/units';
import { ReasonForm } from '../ui/reason-form';

type Money = { price: string; deposit: string; stages: string; stageDays: string };

/** The money of a phone typed by a person, or the first field to correct. */
export function moneyOf(m: Money): { price: number; depositBp: number; stages: number; stageDays: number } | string {
  const price = deskKwacha(m.price);
  if (price === null || price < 100) return 'Price (K): enter an amount in Kwacha, e.g. 1,150 or 2,899.50';
  const depositBp = toBp(m.deposit);
  if (depositBp === null || depositBp < 1 || depositBp > 9_999) return 'Deposit (%): enter a share above 0 and below 100, e.g. 30';
  if (!/^\d{1,2}$/.test(m.stages) || Number(m.stages) < 1 || Number(m.stages) > 12) return 'Stages: enter a whole number from 1 to 12';
  if (!/^\d{1,2}$/.test(m.stageDays) || Number(m.stageDays) < 7 || Number(m.stageDays) > 31) return 'Days a stage: enter a whole number from 7 to 31';
  return { price, depositBp, stages: Number(m.stages), stageDays: Number(m.stageDays) };
}

function MoneyFields({ money, onChange }: { money: Money; onChange: (m: Money) => void }) {
  const id = useId();
  const field = (key: keyof Money, label: string) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} inputMode="decimal" value={money[key]} onChange={(event) => onChange({ ...money, [key]: event.target.value })} />
    </div>
  );
  return (
    <div className="filters">
      {field('price', 'Price (K)')}
      {field('deposit', 'Deposit (%)')}
      {field('stages', 'Stages')}
      {field('stageDays', 'Days a stage')}
    </div>
  );
}

/** A new price of a phone, sent as a phone.price request (a second admin approves it; new orders only). */
export function PhonePriceForm({ phone, onDone, onCancel }: { phone: DeskPhone; onDone: (text: string) => void; onCancel: () => void }) {
  const [money, setMoney] = useState<Money>({ price: String(phone.price / 100), deposit: String(phone.depositBp / 100), stages: String(phone.stages), stageDays: String(phone.stageDays) });
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const submit = (reason: string) => {
    const m = moneyOf(money);
    if (typeof m === 'string') return setProblem(m);
    setProblem(null);
    mutate({ ...callOf(approvalCalls.request), values: { kind: 'phone.price', payload: { phoneId: phone.id, ...m }, reason } }, { onSuccess: () => onDone(`New price of ${phone.name} requested: a second admin approves it in Approvals. Orders already made keep their price.`) });
  };
  return (
    <section className="card" aria-label={`New price of ${phone.name}`}>
      <MoneyFields money={money} onChange={setMoney} />
      <ReasonForm title={`Change the price of ${phone.name}`} submitLabel="Send for approval" busy={mutation.isPending} error={problem ?? mutation.error?.message ?? null} onSubmit={submit} onCancel={onCancel} />
    </section>
  );
}

/** A new phone with its price, sent as a phone.add request; it is added switched off. */
export function PhoneAddForm({ shops, onDone, onCancel }: { shops: DeskShop[]; onDone: (text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [brand, setBrand] = useState('');
  const [name, setName] = useState('');
  const [image, setImage] = useState('/phones/');
  const [shopId, setShopId] = useState(String(shops[0]?.id ?? ''));
  const [money, setMoney] = useState<Money>({ price: '', deposit: '30', stages: '3', stageDays: '14' });
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const submit = (reason: string) => {
    const m = moneyOf(money);
    if (brand.trim().length < 2 || name.trim().length < 2) return setProblem('Brand and name: at least 2 characters each');
    if (typeof m === 'string') return setProblem(m);
    setProblem(null);
    const payload = { brand: brand.trim(), name: name.trim(), image: image.trim(), shopId: Number(shopId), ...m };
    mutate({ ...callOf(approvalCalls.request), values: { kind: 'phone.add', payload, reason } }, { onSuccess: () => onDone(`${payload.name} requested: a second admin approves it in Approvals; then switch it on here.`) });
  };
  return (
    <section className="card" aria-label="Add a phone">
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-brand`}>Brand</label>
          <input id={`${id}-brand`} value={brand} maxLength={40} onChange={(event) => setBrand(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-image`}>Picture (path on this site)</label>
          <input id={`${id}-image`} value={image} maxLength={200} onChange={(event) => setImage(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-shop`}>Shop</label>
          <select id={`${id}-shop`} value={shopId} onChange={(event) => setShopId(event.target.value)}>
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <MoneyFields money={money} onChange={setMoney} />
      <ReasonForm title="Add a phone" submitLabel="Send for approval" busy={mutation.isPending} error={problem ?? mutation.error?.message ?? null} onSubmit={submit} onCancel={onCancel} />
    </section>
  );
}
