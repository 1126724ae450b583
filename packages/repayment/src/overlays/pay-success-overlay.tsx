import { useOverlay } from '@pocket/app-core/overlays';

import { PaySuccessDialog } from '../ui/pay-success-dialog';

/** 'paySuccess': opened by the repay and extension overlays once a payment was submitted. */
export default function PaySuccessOverlay() {
  const { open, close } = useOverlay('paySuccess');
  return <PaySuccessDialog visible={open} onOk={close} />;
}
