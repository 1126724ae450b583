import { describe, expect, it, vi } from 'vitest';

import type { Language } from '../../i18n';
import { answer, type MenuBill, type MenuPorts } from './menu';

const bill = (planId: number, day: number): MenuBill => ({ planId, dueDate: `2026-07-${String(day).padStart(2, '0')}`, remaining: 10_000 * planId, late: false, minRepay: 1_000, inFlight: false });
const BILLS = [bill(1, 1), bill(2, 8), bill(3, 15), bill(4, 22), bill(5, 29)];

function ports(bills: MenuBill[], language: Language = 'en'): MenuPorts & { extension: ReturnType<typeof vi.fn>; chooseLanguage: ReturnType<typeof vi.fn> } {
  return {
    language,
    chooseLanguage: vi.fn(async () => undefined),
    bills: async () => bills,
    limit: async () => ({ limit: 0, available: 0, open: true }),
    extension: vi.fn(async (b: MenuBill) => ({ ok: true as const, fee: 500, newDate: `2026-08-${String(b.planId).padStart(2, '0')}` })),
    pinSet: async () => true,
    checkPin: async () => ({ ok: true as const }),
    repay: async () => ({ ok: true }),
    extend: async () => ({ ok: true }),
    wallet: '0971234567',
    appUrl: 'https://pocket.example.zm',
    supportPhone: undefined,
  };
}

const say = (inputs: string[], bills = BILLS, p = ports(bills)) => answer({ sessionId: 's', serviceCode: '*384*123#', mobile: '+260971234567', inputs }, p, 'k');

describe('choosing among several bills (USSD, issue 31)', () => {
  it('three bills a screen, 4 shows the next ones, 0 goes back; every screen within 182 characters with CON', async () => {
    const first = await say(['2']);
    expect(first).toEqual({ more: true, text: 'Repay which bill?\n1 K100.00 due 1 Jul\n2 K200.00 due 8 Jul\n3 K300.00 due 15 Jul\n4 More\n0 Back' });
    const second = await say(['2', '4']);
    expect(second).toEqual({ more: true, text: 'Repay which bill?\n1 K400.00 due 22 Jul\n2 K500.00 due 29 Jul\n0 Back' });
    // No more bills after the last screen: 4 is a wrong choice there.
    expect((await say(['2', '4', '4'])).text).toBe(`Wrong choice. Try again.\n${second.text}`);
    expect((await say(['2', '4', '0'])).text).toBe('Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help\n6 Promise to pay\n9 Language/Ululimi/Chilankhulo');
    for (const s of [first, second]) expect(`CON ${s.text}`.length).toBeLessThanOrEqual(182);
  });

  it('the bill picked is the one repaid or extended (the fifth: second screen, second line)', async () => {
    expect((await say(['2', '4', '2'])).text).toBe('Bill due 29 Jul: K500.00\n1 Pay all K500.00\n2 Pay another amount\n0 Back');
    const p = ports(BILLS);
    expect((await say(['3', '4', '2'], BILLS, p)).text).toBe('Extend your bill of K500.00 from 29 Jul to 5 Aug for a fee of K5.00?\n1 Confirm\n0 Back');
    expect(p.extension).toHaveBeenCalledWith(BILLS[4]);
    expect((await say(['1', '3', '2'], BILLS, p)).text).toBe('Extend your bill of K300.00 from 15 Jul to 3 Aug for a fee of K5.00?\n1 Confirm\n0 Back');
  });

  it('one bill: no choice, straight to it as before', async () => {
    expect((await say(['2'], [bill(1, 1)])).text).toBe('Bill due 1 Jul: K100.00\n1 Pay all K100.00\n2 Pay another amount\n0 Back');
    expect(await say(['1'], [bill(1, 1)])).toEqual({ more: false, text: 'Your bills:\nK100.00 due 1 Jul\nDial again and choose 2 to repay.' });
  });

  it('a picked bill waiting for its mobile money PIN says so when it is the last entry', async () => {
    const waiting = [bill(1, 1), { ...bill(2, 8), inFlight: true }];
    expect(await say(['2', '2'], waiting)).toEqual({ more: false, text: 'A payment of this bill is waiting for your mobile money PIN. Approve it, or wait a minute and dial again.' });
    expect((await say(['2', '1'], waiting)).text).toContain('Bill due 1 Jul');
  });
});

describe('the language choice on the first screen (issue 48)', () => {
  it('the first screen offers 9 for the language in all three languages\' words', async () => {
    expect((await say([])).text).toBe('Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help\n6 Promise to pay\n9 Language/Ululimi/Chilankhulo');
    expect((await say([], BILLS, ports(BILLS, 'ny'))).text).toBe('Pocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira\n9 Language/Ululimi/Chilankhulo');
  });

  it('choosing Chinyanja stores it once and the menu speaks Nyanja from the next screen', async () => {
    const p = ports(BILLS);
    expect((await say(['9'], BILLS, p)).text).toBe('Choose your language:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Back');
    const chosen = await say(['9', '3'], BILLS, p);
    expect(chosen.text).toBe('Chilankhulo chasungidwa.\nPocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira\n9 Language/Ululimi/Chilankhulo');
    expect(p.chooseLanguage).toHaveBeenCalledTimes(1);
    expect(p.chooseLanguage).toHaveBeenCalledWith('ny');
    // The next step replays the choice without storing it again; the pick of bills is in Nyanja.
    expect((await say(['9', '3', '2'], BILLS, p)).text).toMatch(/^Mulipira bilu iti\?\n1 K100\.00 pa 1 Jul\n/);
    expect(p.chooseLanguage).toHaveBeenCalledTimes(1);
  });

  it('a wrong language entry says so in the language of the moment; 0 goes back', async () => {
    expect((await say(['9', '7'], BILLS, ports(BILLS, 'bem'))).text).toBe('Mwasala icilubo. Eseni nakabili.\nSaleni ululimi:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Bwelela');
    expect((await say(['9', '0'])).text).toMatch(/^Pocket\n1 My bills/);
  });
});
