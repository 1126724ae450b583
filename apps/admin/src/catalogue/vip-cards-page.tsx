import { useState } from 'react';

import { vipCardInput, vipPricePayload } from '@pocket/contracts/api/staff';
import type { StaffVipCard } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ActionButtons } from '../ui/action-buttons';
import { ListTable } from '../ui/list-table';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ContentForm } from './content-form';
import type { Values } from './content-form';
import { approvalRequest, lusakaTomorrow, REASON_FIELD, requestBody } from './request';
import { kwacha, lusakaDay } from './units';
import { useDeskList } from './use-desk-read';

const STATE_TEXT = { current: 'Current', scheduled: 'Scheduled', past: 'Replaced' } as const;

const CARD_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'benefits', label: 'Benefits (one a line)', type: 'textarea' as const },
  { key: 'active', label: 'Offered in the app', type: 'checkbox' as const },
];
const PRICE_FIELDS = [
  { key: 'effectiveFrom', label: 'From (Lusaka date)', type: 'date' as const },
  { key: 'price', label: 'Price (K)' },
  { key: 'days', label: 'Days of membership' },
  REASON_FIELD,
];

const cardBody = (v: Values) => {
  const benefits = String(v.benefits).split('\n').map((b) => b.trim()).filter(Boolean);
  if (benefits.length === 0) return 'Benefits: at least one line';
  return { name: String(v.name).trim(), benefits, active: v.active === true };
};

const pricePayload = (cardId: number) => (v: Values) => {
  const price = deskKwacha(String(v.price));
  if (price === null) return 'Price (K): enter an amount in Kwacha, e.g. 49 or 129.50';
  if (!/^\d{1,3}$/.test(String(v.days))) return 'Days of membership: a whole number from 1 to 366';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(v.effectiveFrom))) return 'From: choose a date';
  return { cardId, effectiveFrom: String(v.effectiveFrom), price, days: Number(v.days) };
};

function CardSection({ card, onDone }: { card: StaffVipCard; onDone: (text: string) => void }) {
  const [open, setOpen] = useState<'card' | 'price' | null>(null);
  return (
    <section className="card" aria-label={card.name}>
      <div className="page-head">
        <h2>
          {card.name} <span className="muted">({card.active ? 'offered' : 'not offered'}, {kwacha(card.price)} for {card.days} days)</span>
        </h2>
        <ActionButtons
          actions={[
            { label: 'Edit card', onClick: () => setOpen('card') },
            { label: 'Change price', onClick: () => setOpen('price') },
          ]}
        />
      </div>
      <p>{card.benefits.join(' · ')}</p>
      <ListTable caption={`Prices of ${card.name}`} columns={['From (Lusaka)', 'State', 'Price', 'Days']}>
        {card.versions.map((v) => (
          <tr key={v.id ?? 'first'}>
            <td>{v.effectiveFrom ? lusakaDay(v.effectiveFrom) : 'from the start'}</td>
            <td>{STATE_TEXT[v.state]}</td>
            <td>{kwacha(v.price)}</td>
            <td>{v.days}</td>
          </tr>
        ))}
      </ListTable>
      {open === 'card' ? (
        <ContentForm
          title={`Edit ${card.name}`}
          fields={CARD_FIELDS}
          initial={{ name: card.name, benefits: card.benefits.join('\n'), active: card.active }}
          resource="vip-card-changes"
          schema={vipCardInput}
          params={{ id: card.id }}
          toBody={cardBody}
          onSaved={() => (setOpen(null), onDone(`${card.name} saved: the app shows it at once.`))}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'price' ? (
        <ContentForm
          title={`Request a new price of ${card.name}`}
          fields={PRICE_FIELDS}
          initial={{ effectiveFrom: lusakaTomorrow(), price: String(card.price / 100), days: String(card.days), reason: '' }}
          resource="approval-requests"
          schema={approvalRequest(vipPricePayload)}
          submitLabel="Request"
          toBody={requestBody('vip.price', pricePayload(card.id))}
          onSaved={() => (setOpen(null), onDone(`New price of ${card.name} requested: a second admin approves it in Approvals.`))}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/** VIP cards (admin): names, benefits and whether offered change at once; a price is a request a second admin approves. */
export function VipCardsPage() {
  const cards = useDeskList<StaffVipCard>('vip-cards');
  const setDone = useDone();
  // A save or a price request changes the cards and the approvals: Refine fetches both again.
  const refresh = useRefreshAfter('vip-cards', 'approvals');
  return (
    <DeskGuard resource="vip-cards">
      <h1>VIP cards</h1>
      <p className="muted">A new price applies to purchases from its date (00:00 Lusaka); memberships already bought keep what they paid.</p>
      {cards.loading ? <p role="status">Loading...</p> : null}
      {cards.error ? <p role="alert" className="error">{cards.error}</p> : null}
      {(cards.data ?? []).map((card) => (
        <CardSection key={card.id} card={card} onDone={(text) => (setDone(text), refresh())} />
      ))}
    </DeskGuard>
  );
}
