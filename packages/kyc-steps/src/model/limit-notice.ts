import { formatKwacha } from '@pocket/contracts/money';

/** Told after the questionnaire, with the limit the server now gives (ngwee in, e.g. "Your limit is now K1,000.00"). */
export const limitNotice = (creditLimit: number) => `Your limit is now ${formatKwacha(creditLimit)}`;
