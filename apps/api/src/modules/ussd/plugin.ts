import { createHash } from 'node:crypto';

import fp from 'fastify-plugin';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';
import { ngwee } from '@pocket/contracts/money';
import { fromE164 } from '@pocket/contracts/validators';

import { DEFAULT_LANGUAGE, type Language, languageOf } from '../../i18n';
import { AppError } from '../../plugins/errors';
import type { LendingContext } from '../lending/plugin';
import { KEY_IN_FLIGHT } from '../payments/plugin';
import { africasTalkingUssd } from './africas-talking';
import type { UssdRequest, UssdScreen } from './gateway';
import { answer, type MenuBill, type MenuPorts, type Sent } from './menu';
import { UssdPins } from './pins';
import { PROMISE_ENTRY, promiseMenu } from './promise-menu';
import { ussdDevRoutes, ussdGatewayRoutes, ussdPinRoutes } from './routes';
import { SCREENS, screensIn } from './screens';
import { ussdSourceCheck } from './source';

export { everyScreen } from './screen-limits';
export { USSD_SCREEN_MAX } from './gateway';

/** A refusal of another module (AppError) as the menu's words; anything else is a fault and goes up. */
async function refusalOf(run: () => Promise<unknown>): Promise<Sent> {
  try {
    await run();
    return { ok: true };
  } catch (err) {
    // The same step retried while the first is still sending: that prompt is on its way.
    if (err instanceof AppError && err.message === KEY_IN_FLIGHT) return { ok: true };
    if (err instanceof AppError) return { ok: false, reason: err.message };
    throw err;
  }
}

/** The code the sandbox phone dials (any code reaches the same menu; the real one is agreed with the gateway). */
const SANDBOX_SERVICE_CODE = '*384*123#';

/** The idempotency key of one step of one session: a retried callback is the same payment. */
const stepKey = (request: UssdRequest) =>
  `ussd-${createHash('sha256').update(`${request.sessionId}|${request.inputs.join('*')}`).digest('base64url').slice(0, 40)}`;

/**
 * The USSD menu for phones without data (issue 31): the gateway callback, behind the source check, answered for the
 * caller's own account through the lending and repayment doors (`app.lending`: limit and idempotency; `app.repay`:
 * bills, extension and the same repayment submit the app uses); the PIN routes for /set.
 */
export const ussd = fp(
  async (app) => {
    const config = app.appConfig;
    const pins = new UssdPins(app.db, app.kv, config.now);
    const lending: LendingContext = app.lending;

    const portsFor = (userId: number, mobile: string, language: Language): MenuPorts => {
      const wallet = fromE164(mobile);
      const today = lusakaDate(new Date(config.now()));
      const idempotent = (key: string, body: Record<string, unknown>, submit: Parameters<LendingContext['idempotentTransaction']>[3]) =>
        refusalOf(() => lending.idempotentTransaction(`user:${userId}`, key, { via: 'ussd', ...body }, submit));
      return {
        wallet,
        appUrl: config.publicUrl,
        supportPhone: config.supportPhone,
        language,
        chooseLanguage: (chosen) => app.users.setLanguage(app.db, userId, chosen),
        bills: async (): Promise<MenuBill[]> => (await app.repay.openBills(userId)).map((b) => ({ ...b, late: b.dueDate < today })),
        limit: () => lending.loans.available(app.db, userId),
        extension: async (bill) => {
          try {
            const d = await app.repay.extensionDetail(userId, bill.planId);
            return { ok: true, fee: d.extensionFee, newDate: d.extensionRepayDate };
          } catch (err) {
            if (err instanceof AppError) return { ok: false, reason: err.message };
            throw err;
          }
        },
        pinSet: () => pins.isSet(userId),
        checkPin: (pin) => pins.check(userId, pin),
        repay: (bill, amount, key) =>
          idempotent(key, { planId: bill.planId, amount }, async (transaction) => ({
            status: 200,
            body: await app.repay.submit(userId, { bizType: 1, planId: bill.planId, payAmount: ngwee(amount) }, { transaction, msisdn: wallet }),
          })),
        extend: (bill, fee, key) =>
          idempotent(key, { planId: bill.planId, fee }, async (transaction) => ({
            status: 200,
            body: await app.repay.submit(userId, { bizType: 2, planId: bill.planId, payAmount: ngwee(fee) }, { transaction, msisdn: wallet }),
          })),
      };
    };

    const screenFor = async (request: UssdRequest): Promise<UssdScreen> => {
      const user = await app.users.findUserByMobile(app.db, request.mobile);
      if (!user) return { more: false, text: SCREENS.noAccount(config.publicUrl) };
      const ports = portsFor(user.id, user.mobile, languageOf(user.language) ?? DEFAULT_LANGUAGE);
      const key = stepKey(request);
      // "6 Promise to pay" (promise-menu.ts): its own screens; 0 there goes back to the menu with the rest of the entries.
      if (request.inputs[0] === PROMISE_ENTRY) {
        const promises = app.extensions.ussdPromises?.(user.id);
        const dateIn = (days: number) => addDays(lusakaDate(new Date(config.now())), days);
        const none = { lateLoan: async () => null, promise: async () => ({ ok: false as const, reason: '' }) };
        const back = (rest: string[]) => answer({ ...request, inputs: rest }, ports, key);
        return promiseMenu(request.inputs.slice(1), { ...(promises ?? none), dateIn }, key, back, screensIn(ports.language));
      }
      return answer(request, ports, key);
    };

    await app.register(ussdPinRoutes, { pins });
    await app.register(ussdGatewayRoutes, {
      adapter: africasTalkingUssd,
      source: ussdSourceCheck({ secret: config.ussd.secret, allowedIps: config.ussd.allowedIps, sandbox: config.sandbox }),
      screenFor,
    });
    if (config.sandbox) {
      const secret = config.ussd.secret ? `?secret=${encodeURIComponent(config.ussd.secret)}` : '';
      await app.register(ussdDevRoutes, { callback: `/api/ussd/${africasTalkingUssd.name}${secret}`, serviceCode: SANDBOX_SERVICE_CODE });
    }
  },
  { name: 'ussd', dependencies: ['lending', 'repayment', 'user'] },
);
