import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../../config/env';

describe('DEMO_PORTFOLIO', () => {
  it('is on for `npm start` (development, sandbox), off in tests and production, and asked for elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demoPortfolio: true, demoBorrowers: 300 });
    expect(loadConfig({ NODE_ENV: 'development', DEMO_PORTFOLIO: 'off' }).demoPortfolio).toBe(false);
    // The e2e server and demos: production with the sandbox on; the demo only when asked.
    const sandboxInProduction = { NODE_ENV: 'production', SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes', OTP_PEPPER: 'a-strong-random-pepper-0123456789abcdef' } as const;
    expect(loadConfig(sandboxInProduction).demoPortfolio).toBe(false);
    expect(loadConfig({ ...sandboxInProduction, DEMO_PORTFOLIO: 'on' }).demoPortfolio).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoPortfolio).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_PORTFOLIO: 'on', DEMO_PORTFOLIO_BORROWERS: '80' })).toMatchObject({ demoPortfolio: true, demoBorrowers: 80 });
    expect(() => loadConfig({ NODE_ENV: 'development', DEMO_PORTFOLIO_BORROWERS: '5' })).toThrow('DEMO_PORTFOLIO_BORROWERS');
  });
});
