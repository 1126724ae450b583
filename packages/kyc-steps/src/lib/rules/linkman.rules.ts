import { fromE164, messages, phoneError } from '@pocket/contracts/validators';

import type { FormErrors, LinkmanForm } from '../../model/forms';
import { nameError } from './identity.rules';
import { LIBRARY_TEXT, MSG, withLibraryText } from './messages';

/** The shared phone check (docs/product.md#validation-rules); an invalid number also carries react-vant's telInvalid text. */
export function contactPhoneError(value: string): string | null {
  const error = phoneError(value);
  return error === messages.PHONE_INVALID ? withLibraryText(error, LIBRARY_TEXT.telInvalid) : error;
}

/**
 * Two emergency contacts, each with a name, a relationship and a valid 10-digit phone that is not the borrower's
 * own (`ownMobile` as userInfo holds it, local or E.164) and not the other contact's.
 */
export function validateLinkman(form: LinkmanForm, ownMobile: string | null | undefined): FormErrors<LinkmanForm> {
  const errors: FormErrors<LinkmanForm> = {};
  const own = ownMobile ? fromE164(ownMobile) : null;
  for (const n of [1, 2] as const) {
    const name = nameError(form[`name${n}`], MSG.contactNameEmpty);
    if (name) errors[`name${n}`] = name;
    if (!form[`relationship${n}`]) errors[`relationship${n}`] = MSG.relationshipEmpty;
    const mobile = form[`mobile${n}`];
    const phone = contactPhoneError(mobile) ?? (own !== null && mobile === own ? MSG.contactIsSelf : null);
    if (phone) errors[`mobile${n}`] = phone;
  }
  if (!errors.mobile1 && !errors.mobile2 && form.mobile1 === form.mobile2) errors.mobile2 = MSG.contactsSame;
  return errors;
}
