import { z } from 'zod';

import { envelope } from '../common';
import { isoTime, page, pageQuery } from './common';

/** GET /api/staff/security-events (admin): newest first; `alerts=true` keeps only what an admin should look at. */
export const securityEventQuery = pageQuery.extend({ alerts: z.enum(['true', 'false']).optional() });
export type SecurityEventQuery = z.infer<typeof securityEventQuery>;

export const securityEvent = z.object({
  id: z.number().int(),
  /** `sign-in.refused`, `sign-in.slowed`, `sign-in.account-slowed`, `sign-in.address-slowed`, `reveal.bulk`... */
  kind: z.string(),
  /** A refusal's reason (`wrong password`...), or ''. */
  detail: z.string(),
  ip: z.string(),
  /** The e-mail typed at sign-in, or the staff member who revealed; '' when nobody. */
  subject: z.string(),
  /** The hour the events fell in (its start) and how many. */
  windowStart: isoTime,
  count: z.number().int(),
  alert: z.boolean(),
  firstAt: isoTime,
  lastAt: isoTime,
});
export type SecurityEvent = z.infer<typeof securityEvent>;
export const securityEventListData = page(securityEvent);
export type SecurityEventListData = z.infer<typeof securityEventListData>;
export const securityEventListAnswer = envelope(securityEventListData);

/** The words of each kind, as the desk shows them. */
export const SECURITY_EVENT_LABELS: Record<string, string> = {
  'sign-in.refused': 'Sign-in refused',
  'sign-in.slowed': 'Sign-in attempts refused while waiting',
  'sign-in.account-slowed': 'Wrong sign-ins for one account from unknown devices: guesses now wait',
  'sign-in.address-slowed': 'Wrong sign-ins from one address: guesses now wait',
  'sign-in.device-slowed': 'Wrong sign-ins from a known device: guesses now wait',
  'reveal.bulk': 'Many reveals of personal data by one staff member',
  'reveal.capped': 'Reveals refused: the hourly cap was reached',
};
