import { useState } from 'react';

import type { CatalogueProduct, ProductVersion } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { ListTable } from '../ui/list-table';
import { PriceForm } from './price-form';
import { kwacha, lusakaDay, percent } from './units';
import { useDeskList } from './use-desk-read';

const STATE_TEXT: Record<ProductVersion['state'], string> = { current: 'Current', scheduled: 'Scheduled', past: 'Replaced' };

function VersionRow({ version }: { version: ProductVersion }) {
  return (
    <tr>
      <td>{version.version}</td>
      <td>{lusakaDay(version.effectiveFrom)}</td>
      <td>{STATE_TEXT[version.state]}</td>
      <td>
        {kwacha(version.minAmount)} to {kwacha(version.maxAmount)}, steps of {kwacha(version.step)}
      </td>
      <td>{version.terms.map((t) => `${t.days} days: ${percent(t.interestBp)}`).join('; ')}</td>
      <td>
        {percent(version.serviceFeeBp)} (at least {kwacha(version.serviceFeeMin)})
      </td>
      <td>
        {percent(version.penaltyDailyBp)} a day, cap {percent(version.penaltyCapBp)}
      </td>
      <td>
        {percent(version.extensionFeeBp)}, at most {version.maxExtensions}
      </td>
      <td>{version.loans}</td>
    </tr>
  );
}

function ProductCard({ product, onRequested }: { product: CatalogueProduct; onRequested: (text: string) => void }) {
  const [changing, setChanging] = useState(false);
  const base = product.versions.find((v) => v.state === 'current') ?? product.versions[0]!;
  return (
    <section className="card" aria-label={product.name}>
      <div className="page-head">
        <h2>
          {product.name} <span className="muted">({product.code}{product.active ? '' : ', not offered'})</span>
        </h2>
        {changing ? null : (
          <button type="button" className="button secondary" onClick={() => setChanging(true)}>
            Change prices
          </button>
        )}
      </div>
      <ListTable caption={`Versions of ${product.name}`} columns={['Version', 'From (Lusaka)', 'State', 'Amounts', 'Terms and interest', 'Service fee', 'Penalty', 'Extension fee', 'Loans']}>
        {product.versions.map((v) => (
          <VersionRow key={v.id} version={v} />
        ))}
      </ListTable>
      {changing ? (
        <PriceForm
          product={product}
          base={base}
          onCancel={() => setChanging(false)}
          onRequested={(date) => (setChanging(false), onRequested(`New prices of ${product.name} from ${date} requested: a second admin approves them in Approvals.`))}
        />
      ) : null}
    </section>
  );
}

/** Loan products (admin): every version of the terms and prices; a change is a request a second admin approves. */
export function ProductsPage() {
  // Kept under the products resource in Refine's cache: a price request (and its approval) fetches it again.
  const read = useDeskList<CatalogueProduct>('products');
  const setDone = useDone();
  const products = read.data ?? [];
  return (
    <DeskGuard resource="products">
      <h1>Loan products</h1>
      <p className="muted">A new price applies to loans applied for from its date (00:00 Lusaka); loans already made keep their own terms.</p>
      {read.loading ? <p role="status">Loading...</p> : null}
      {read.error ? (
        <div role="alert" className="error-box">
          <p>{read.error}</p>
        </div>
      ) : null}
      {products.map((product) => (
        <ProductCard key={product.code} product={product} onRequested={setDone} />
      ))}
    </DeskGuard>
  );
}
