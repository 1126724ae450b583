import { useForm, useOne } from '@refinedev/core';
import type { HttpError } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { pickupCodeParams } from '@pocket/contracts/api/staff';
import type { ShopDeskData, ShopOrder } from '@pocket/contracts/api/staff';
import { shopCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';

function OrderCard({ order }: { order: ShopOrder }) {
  // The handover (no body: the code is in its path) as the shop-handovers resource's create, through Refine's form.
  const { onFinish, mutation } = useForm<ShopOrder, HttpError, Record<string, never>>({
    resource: 'shop-handovers',
    action: 'create',
    redirect: false,
    successNotification: false,
    meta: { params: { code: order.pickupCode } },
  });
  // A handover changes the order and what the shop is owed (here and on the payouts desk): Refine fetches them again.
  const refresh = useRefreshAfter('shop-orders', 'shop-desk', 'shop-payouts');
  const [done, setDone] = useState<ShopOrder | null>(null);
  const shown = done ?? order;
  const handOver = () =>
    void onFinish({})
      .then((answer) => {
        if (answer) {
          setDone(answer.data);
          refresh();
        }
      })
      .catch(() => undefined);
  return (
    <section className="card" aria-label={`Order ${shown.orderId}`}>
      <h2>
        {shown.phone.brand} {shown.phone.name}
      </h2>
      <dl className="facts">
        <dt>Pickup code</dt>
        <dd>{shown.pickupCode}</dd>
        <dt>Customer</dt>
        <dd>{shown.borrower}</dd>
        <dt>Deposit paid</dt>
        <dd>{shown.depositPaidAt ? `${kwacha(shown.deposit)} on ${formatTime(shown.depositPaidAt)}` : 'Not paid'}</dd>
        <dt>Price</dt>
        <dd>{kwacha(shown.price)}</dd>
      </dl>
      {shown.handover ? (
        <p role="status">
          Handed over on {formatTime(shown.handover.at)} by {shown.handover.by}.
        </p>
      ) : (
        <button type="button" className="button primary" disabled={mutation.isPending} onClick={handOver}>
          {mutation.isPending ? 'Handing over...' : 'Hand over the phone'}
        </button>
      )}
      {mutation.error ? (
        <p role="alert" className="error">
          {mutation.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** A shop's counter: find an order by its pickup code, hand the phone over once, see what the shop is owed. */
export function ShopDeskPage() {
  const desk = useResourceRead<ShopDeskData>('shop-desk', callOf(shopCalls.desk));
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The order is the shop-orders resource's record (its id the pickup code), read once a code is asked for.
  const order = useOne<ShopOrder>({ resource: 'shop-orders', id: code, queryOptions: { enabled: code !== '' } });
  // The same code asked for again: Refine fetches the order again (its cache), as after a handover.
  const findAgain = useRefreshAfter('shop-orders');
  const data = desk.result.data && 'shop' in desk.result.data ? desk.result.data : null;
  const found = code !== '' && order.result && 'orderId' in order.result ? order.result : null;
  const find = (event: FormEvent) => {
    event.preventDefault();
    // The code as the order call's own schema reads it (pickupCodeParams: spaces dropped, upper case, 4 to 16 letters and digits).
    const checked = pickupCodeParams.safeParse({ code: typed });
    if (!checked.success) return setProblem('Type the pickup code the customer shows you (letters and digits, e.g. 7KQ2M9XA).');
    const next = checked.data.code;
    setProblem(null);
    if (next === code) findAgain();
    setCode(next);
  };
  return (
    <DeskGuard resource="shop-desk">
      <h1>Shop desk{data ? `: ${data.shop.name}` : ''}</h1>
      {desk.query.isError ? (
        <div role="alert" className="error-box">
          <p>{desk.query.error?.message ?? 'The shop desk could not be loaded.'}</p>
        </div>
      ) : null}
      {data ? (
        <p data-testid="shop-owed">
          Owed to this shop: {kwacha(data.owed.total)} for {data.owed.count} {data.owed.count === 1 ? 'phone' : 'phones'} handed over and not yet paid out.
        </p>
      ) : null}
      <form className="filters" onSubmit={find} aria-label="Find an order">
        <div className="field">
          <label htmlFor="pickup-code">Pickup code</label>
          <input id="pickup-code" value={typed} maxLength={40} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </div>
        <button type="submit" className="button secondary">
          Find order
        </button>
      </form>
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
      {code !== '' && order.query.isLoading ? <p role="status">Loading...</p> : null}
      {code !== '' && order.query.isError ? (
        <p role="alert" className="error">
          {order.query.error?.message}
        </p>
      ) : null}
      {found ? <OrderCard key={`${found.orderId}-${found.state}`} order={found} /> : null}
      {data && data.handovers.length > 0 ? (
        <ListTable caption="Phones handed over (last 50)" columns={['Order', 'Phone', 'Price', 'Handed over', 'By', 'Paid out']}>
          {data.handovers.map((h) => (
            <tr key={h.orderId}>
              <td>#{h.orderId}</td>
              <td>{h.phone}</td>
              <td>{kwacha(h.price)}</td>
              <td>{formatTime(h.at)}</td>
              <td>{h.by}</td>
              <td>{h.payoutId === null ? 'Not yet' : `Yes (payout ${h.payoutId})`}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </DeskGuard>
  );
}
