import { useId, useState } from 'react';

import { createApprovalBody, phoneAddPayload, phonePricePayload } from '@pocket/contracts/api/staff';
import type { DeskPhone, DeskShop } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { toBp } from '../catalogue/units';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';

type Money = { price: string; deposit: string; stages: string; stageDays: string };

/**
 * A phone's request for approval as the approvals call takes it (createApprovalBody) with its kind's payload as the
 * server checks it (phonePricePayload, phoneAddPayload): the desk checks both before sending.
 */
const phonePriceRequest = createApprovalBody.extend({ payload: phonePricePayload });
const phoneAddRequest = createApprovalBody.extend({ payload: phoneAddPayload });

const LABELS = { price: 'Price (K)', depositBp: 'Deposit (%)', stages: 'Stages', stageDays: 'Days a stage', brand: 'Brand', name: 'Name', image: 'Picture', shopId: 'Shop', reason: 'Reason' };
const WORDS = { price: 'enter an amount in Kwacha, e.g. 1,150 or 2,899.50', depositBp: 'enter a share above 0 and below 100, e.g. 30' };

/** The money of a phone as typed, in the payload's units (ngwee, basis points); what cannot be read is left out. */
const moneyOf = (m: Money) => ({ price: deskKwacha(m.price) ?? undefined, depositBp: toBp(m.deposit) ?? undefined, stages: m.stages.trim(), stageDays: m.stageDays.trim() });

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

/** A new price of a phone, sent as a phone.price request through Refine's form (a second admin approves it; new orders only). */
export function PhonePriceForm({ phone, onDone, onCancel }: { phone: DeskPhone; onDone: (text: string) => void; onCancel: () => void }) {
  const [money, setMoney] = useState<Money>({ price: String(phone.price / 100), deposit: String(phone.depositBp / 100), stages: String(phone.stages), stageDays: String(phone.stageDays) });
  const form = useCheckedForm('approval-requests', phonePriceRequest, { labels: LABELS, words: WORDS });
  const submit = (reason: string) =>
    void form.send({ kind: 'phone.price', payload: { phoneId: phone.id, ...moneyOf(money) }, reason }).then((answer) => {
      if (answer) onDone(`New price of ${phone.name} requested: a second admin approves it in Approvals. Orders already made keep their price.`);
    });
  return (
    <section className="card" aria-label={`New price of ${phone.name}`}>
      <MoneyFields money={money} onChange={setMoney} />
      <ReasonForm title={`Change the price of ${phone.name}`} submitLabel="Send for approval" busy={form.busy} error={form.message} checkedByCall onSubmit={submit} onCancel={onCancel} />
    </section>
  );
}

/** A new phone with its price, sent as a phone.add request through Refine's form; it is added switched off. */
export function PhoneAddForm({ shops, onDone, onCancel }: { shops: DeskShop[]; onDone: (text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [brand, setBrand] = useState('');
  const [name, setName] = useState('');
  const [image, setImage] = useState('/phones/');
  const [shopId, setShopId] = useState(String(shops[0]?.id ?? ''));
  const [money, setMoney] = useState<Money>({ price: '', deposit: '30', stages: '3', stageDays: '14' });
  const form = useCheckedForm('approval-requests', phoneAddRequest, { labels: LABELS, words: WORDS });
  const submit = (reason: string) =>
    void form.send({ kind: 'phone.add', payload: { brand, name, image: image.trim(), shopId: Number(shopId), ...moneyOf(money) }, reason }).then((answer) => {
      if (answer) onDone(`${name.trim()} requested: a second admin approves it in Approvals; then switch it on here.`);
    });
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
      <ReasonForm title="Add a phone" submitLabel="Send for approval" busy={form.busy} error={form.message} checkedByCall onSubmit={submit} onCancel={onCancel} />
    </section>
  );
}
