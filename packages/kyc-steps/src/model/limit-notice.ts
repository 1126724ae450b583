import { formatKwacha, toNgwee } from '@pocket/contracts/money';

/** Told after the questionnaire, with the limit the server now gives (Kwacha in, e.g. "Your limit is now K1,000.00"). */
export const limitNotice = (creditLimit: number) => `Your limit is now ${formatKwacha(toNgwee(creditLimit))}`;
