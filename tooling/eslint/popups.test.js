import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { react, uiKit } from './index.js';

// Every popup is a named dialog (issue 33, docs/decisions/0022): react-vant's Popup, Dialog and ActionSheet only
// through ui-kit's wrappers.
const lint = async (config, filePath, code) => {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, cwd: '/r' });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('no-restricted-imports: popups through ui-kit', () => {
  it.each(['Popup', 'Dialog', 'ActionSheet'])("refuses react-vant's %s in a feature package", async (name) => {
    const messages = await lint(react, '/r/packages/stage/src/ui/a.ts', `import { ${name} } from 'react-vant';\nexport const x = ${name};\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/@pocket\/ui-kit\/(popup|dialog)/);
  });

  it("lets the rest of react-vant through, and ui-kit's wrappers", async () => {
    expect(await lint(react, '/r/packages/stage/src/ui/a.ts', "import { Button } from 'react-vant';\nexport const x = Button;\n")).toEqual([]);
    expect(await lint(uiKit, '/r/src/popup/pocket-popup.ts', "import { Popup } from 'react-vant';\nexport const x = Popup;\n")).toEqual([]);
  });

  it('refuses them in the rest of ui-kit too, and keeps the other react-vant restrictions there', async () => {
    expect(await lint(uiKit, '/r/src/money/money.ts', "import { Popup } from 'react-vant';\nexport const x = Popup;\n")).toHaveLength(1);
    expect(await lint(uiKit, '/r/src/popup/pocket-popup.ts', "import { Empty } from 'react-vant';\nexport const x = Empty;\n")).toHaveLength(1);
  });
});
