import { AsyncLocalStorage } from 'node:async_hooks';

import type { StaffCall } from '@pocket/contracts/staff';

/**
 * The staff call whose handler is running (set by `staffRoute` around the handler), so the staff audit can check each
 * row it writes against the audit actions the call's contract declares (decision 0052).
 */
export const staffCallScope = new AsyncLocalStorage<StaffCall>();

/** The problem with an audit row `action` written while a staff call runs, or null when the contract declares it. */
export function undeclaredAudit(action: string): string | null {
  const call = staffCallScope.getStore();
  if (!call || call.audit.includes(action)) return null;
  return `${call.method} ${call.path} wrote the audit action '${action}', which its contract does not declare (audit: [${call.audit.join(', ')}])`;
}
