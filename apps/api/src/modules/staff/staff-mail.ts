import type { Db } from '../../db/client';
import { addMail } from './enrolment.repo';

/** An e-mail to a staff member (their enrolment link). */
export interface StaffMailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Where staff e-mail goes. The sandbox's outbox keeps it for /dev/phone (`staff_mail_outbox`), as the SMS outbox does
 * for borrowers' texts; no other delivery is built yet (docs/decisions/0046), so outside the sandbox adding a member
 * or approving a reset is refused with ENROLMENT_MESSAGES.noMail instead of showing the link to an admin.
 */
export interface StaffMail {
  send(message: StaffMailMessage): Promise<void>;
}

export const outboxStaffMail = (db: Db): StaffMail => ({ send: (message) => addMail(db, message) });

/** The enrolment e-mail's words. */
export function enrolmentMail(to: string, name: string, link: string, reason: 'new' | 'reset'): StaffMailMessage {
  const why = reason === 'new' ? 'A Pocket desk account was made for you.' : 'Your Pocket desk password and authenticator were reset, as two admins agreed.';
  return {
    to,
    subject: 'Set up your Pocket desk sign-in',
    body: `Hello ${name},\n\n${why} Open this link within 72 hours to choose your password and add the desk to your authenticator app:\n\n${link}\n\nThe link works once. If you did not expect it, tell an admin.`,
  };
}
