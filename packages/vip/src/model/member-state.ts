import type { VipCardInfo } from '@pocket/contracts/api/vip';

/** What the Member tab shows above the cards (the stories' states). */
export type MemberState = 'anonymous' | 'none' | 'paying' | 'active' | 'expired';

export function memberStateOf(hasToken: boolean, info: VipCardInfo | undefined): MemberState {
  if (!hasToken || !info?.membership) return hasToken ? 'none' : 'anonymous';
  if (info.pendingPayment) return 'paying';
  if (info.membership.active) return 'active';
  return info.membership.expired ? 'expired' : 'none';
}
