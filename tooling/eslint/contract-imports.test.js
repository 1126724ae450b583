import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { react, testing } from './index.js';

// A call's contract holds its zod schemas (decision 0040): only tests import it, so the web's bundle holds no zod.
const lint = async (config, filePath, code) => {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, cwd: '/r' });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};
const IMPORT = "import { mobileLogin } from '@pocket/contracts/api/auth.contracts';\nexport const x = mobileLogin;\n";

describe('no-restricted-imports: contracts in tests only', () => {
  it("refuses a contract in a package's code, and points to the route fact", async () => {
    const messages = await lint(react, '/r/packages/auth-login/src/api/login.ts', IMPORT);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/@pocket\/contracts\/calls\/<area>/);
  });

  it('lets tests, their support and @pocket/testing import contracts, and code import route facts', async () => {
    expect(await lint(react, '/r/packages/auth-login/src/api/login.test.ts', IMPORT)).toEqual([]);
    expect(await lint(react, '/r/packages/borrow/src/test/render-page.tsx', IMPORT)).toEqual([]);
    expect(await lint(testing, '/r/src/contract-check.ts', IMPORT)).toEqual([]);
    const fact = "import { mobileLogin } from '@pocket/contracts/calls/auth';\nexport const x = mobileLogin;\n";
    expect(await lint(react, '/r/packages/auth-login/src/api/login.ts', fact)).toEqual([]);
  });

  it('keeps the react-vant restrictions in tests', async () => {
    expect(await lint(react, '/r/packages/stage/src/ui/a.test.tsx', "import { Popup } from 'react-vant';\nexport const x = Popup;\n")).toHaveLength(1);
  });
});
