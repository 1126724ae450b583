import { useState } from 'react';

import { requestShopPayoutBody } from '@pocket/contracts/api/staff';
import type { ShopPayoutsData } from '@pocket/contracts/api/staff';
import { shopCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { formatTime } from '../ui/format';
import { ListHead } from '../ui/list-head';
import { ListTable } from '../ui/list-table';
import { ReadState } from '../ui/read-state';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';

const STATUS_TEXT = { requested: 'Waiting for a second finance member', paid: 'Paid', rejected: 'Rejected', expired: 'Expired (not approved in 24 h)' } as const;

/** What each shop is owed for the phones it handed over; a payout is a request another finance member approves. */
export function ShopPayoutsPage() {
  const { query, result } = useResourceRead<ShopPayoutsData>('shop-payouts', callOf(shopCalls.payouts));
  // A payout asked for shows as waiting here and in Approvals: Refine fetches both again.
  const refresh = useRefreshAfter('shop-payouts', 'approvals');
  // Refresh: Refine fetches the payouts again (their cache, as after a payout), no refetch by hand.
  const reload = useRefreshAfter('shop-payouts');
  // Refine's form over the payout call (the shop-payout-requests resource), checked first by its schema.
  const form = useCheckedForm<typeof requestShopPayoutBody, { approvalId: number; total: number; count: number }>('shop-payout-requests', requestShopPayoutBody, {
    labels: { shopId: 'Shop', note: 'Note' },
  });
  const [asking, setAsking] = useState<number | null>(null);
  const setDone = useDone();
  const data = result.data && 'shops' in result.data ? result.data : null;
  const shopName = (id: number) => data?.shops.find((s) => s.shop.id === id)?.shop.name ?? `Shop ${id}`;
  const request = (shopId: number, note: string) =>
    void form.send({ shopId, note }).then((asked) => {
      if (!asked) return;
      setAsking(null);
      setDone(`Payout of ${kwacha(asked.total)} for ${asked.count} phones to ${shopName(shopId)} requested (request ${asked.approvalId}): another finance member approves it in Approvals.`);
      refresh();
    });
  return (
    <DeskGuard resource="shop-payouts">
      <ListHead title="Shop payouts" onRefresh={reload} />
      <p className="muted">A shop is owed the price of each phone it handed over. A payout pays all of it at once, after a second finance member approves.</p>
      <ReadState query={query} notRead="The payouts could not be loaded." />
      {data ? (
        <ListTable caption="Owed to each shop" columns={['Shop', 'Owed (handed over)', 'Phones', 'Waiting for approval', 'Shop payable in the ledger', 'Actions']}>
          {data.shops.map((s) => (
            <tr key={s.shop.id}>
              <td>{s.shop.name}</td>
              <td>{kwacha(s.owed)}</td>
              <td>{s.count}</td>
              <td>{kwacha(s.waiting)}</td>
              <td>{kwacha(s.ledgerPayable)}</td>
              <td>
                {s.count > 0 ? (
                  <button type="button" className="button secondary" onClick={() => setAsking(s.shop.id)}>
                    Request payout
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
      {asking !== null ? (
        <ReasonForm
          title={`Pay ${shopName(asking)} what it is owed`}
          submitLabel="Send for approval"
          busy={form.busy}
          error={form.message}
          checkedByCall
          onSubmit={(note) => request(asking, note)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {data && data.batches.length > 0 ? (
        <ListTable caption="Payouts" columns={['Request', 'Shop', 'Total', 'Phones', 'Status', 'Requested by', 'Paid', 'Approved by']}>
          {data.batches.map((b) => (
            <tr key={b.approvalId}>
              <td>#{b.approvalId}</td>
              <td>{shopName(b.shopId)}</td>
              <td>{kwacha(b.total)}</td>
              <td>{b.count}</td>
              <td>{STATUS_TEXT[b.status]}</td>
              <td>{b.requestedBy}</td>
              <td>{b.paidAt ? formatTime(b.paidAt) : '-'}</td>
              <td>{b.approvedBy ?? '-'}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </DeskGuard>
  );
}
