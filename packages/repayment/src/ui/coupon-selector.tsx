import { useState } from 'react';
import { Cell, Picker } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { PICKER_OPTION_HEIGHT, PICKER_VISIBLE_OPTIONS } from '@pocket/contracts/constants';
import { PocketPopup } from '@pocket/ui-kit/popup';

/** A coupon as the repay detail lists it; couponUsableStatus 1 usable, 2 applied to this plan now, 0 not usable. */
export type CouponChoice = { userCouponId: string | number; couponName: string; couponUsableStatus: number };

export const COUPON_APPLIED = 2;
export const COUPON_NOT_USABLE = 0;

export type CouponSelectorProps = {
  coupons: CouponChoice[];
  disabled?: boolean;
  onChoose: (userCouponId: string) => void;
};

/** 'The are N coupons available' (the spec's words); tapping opens a picker of the usable coupons. */
export function CouponSelector({ coupons, disabled, onChoose }: CouponSelectorProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const usable = coupons.filter((c) => c.couponUsableStatus !== COUPON_NOT_USABLE);
  const applied = coupons.find((c) => c.couponUsableStatus === COUPON_APPLIED);
  const columns = usable.map((c) => ({ text: c.couponName, value: String(c.userCouponId) }));

  return (
    <>
      <Cell
        title={t('Coupon')}
        label={t('The are {count} coupons available', { count: usable.length })}
        value={applied?.couponName}
        isLink={usable.length > 0 && !disabled}
        clickable={usable.length > 0 && !disabled}
        onClick={() => usable.length > 0 && !disabled && setOpen(true)}
      />
      <PocketPopup visible={open} position="bottom" round aria-label={t('Coupon')} onClose={() => setOpen(false)}>
        <Picker
          title={t('Coupon')}
          columns={columns}
          defaultValue={applied ? String(applied.userCouponId) : columns[0]?.value}
          itemHeight={PICKER_OPTION_HEIGHT}
          visibleItemCount={PICKER_VISIBLE_OPTIONS}
          cancelButtonText={t('Cancel')}
          confirmButtonText={t('Confirm')}
          onCancel={() => setOpen(false)}
          onConfirm={(value: string) => {
            setOpen(false);
            if (value && value !== String(applied?.userCouponId)) onChoose(value);
          }}
        />
      </PocketPopup>
    </>
  );
}
