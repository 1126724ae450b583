import { useEffect, useRef } from 'react';
import { Cell, CellGroup, Radio, Stepper } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { fieldKwacha, formatKwacha, typedKwacha } from '@pocket/contracts/money';

/** A loan product as home offers it; amounts in integer ngwee. */
export type ProductChoice = {
  productId: number | string;
  name: string;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  terms: number[];
};

export type ProductChooserProps = {
  product: ProductChoice;
  /** ngwee */
  amount: number;
  term: number;
  /** the user's limit caps the amount, ngwee */
  limit?: number | null;
  onAmountChange: (ngwee: number) => void;
  onTermChange: (days: number) => void;
};

/** A typed amount moved onto the product's step and into its range (ngwee); the server takes no other amount. */
export function snapToStep(ngwee: number, min: number, max: number, step: number): number {
  const snapped = min + Math.round((ngwee - min) / step) * step;
  return Math.min(Math.max(snapped, min), min + Math.floor((max - min) / step) * step);
}

/** Amount on a stepper (the product's step, capped by the limit) and the term as radio buttons. */
export function ProductChooser({ product, amount, term, limit, onAmountChange, onTermChange }: ProductChooserProps) {
  const max = Math.max(product.minAmount, Math.min(product.maxAmount, limit ?? product.maxAmount));
  const stepper = useRef<HTMLDivElement>(null);
  const t = useText();
  const amountLabel = t('Loan amount in kwacha');
  // react-vant's Stepper takes no label for its input; screen readers would announce a nameless spin button.
  useEffect(() => {
    stepper.current?.querySelector('input')?.setAttribute('aria-label', amountLabel);
  }, [amountLabel]);
  return (
    <CellGroup inset title={product.name}>
      <Cell title={t('Amount')} label={`${formatKwacha(product.minAmount)} - ${formatKwacha(max)}`}>
        <div ref={stepper}>
        <Stepper
          name="amount"
          integer
          value={fieldKwacha(amount)}
          min={fieldKwacha(product.minAmount)}
          max={fieldKwacha(max)}
          step={fieldKwacha(product.amountStep)}
          inputWidth={72}
          onChange={(value) => value !== null && onAmountChange(snapToStep(typedKwacha(String(Math.round(value))), product.minAmount, max, product.amountStep))}
        />
        </div>
      </Cell>
      <Cell title={t('Term')}>
        <Radio.Group
          direction="horizontal"
          value={String(term)}
          onChange={(value: string) => onTermChange(Number(value))}
        >
          {product.terms.map((days) => (
            <Radio key={days} name={String(days)}>
              {t('{days} days', { days })}
            </Radio>
          ))}
        </Radio.Group>
      </Cell>
    </CellGroup>
  );
}
