import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { coloursPlugin } from './colours.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-raw-colour', coloursPlugin.rules['no-raw-colour'], {
  valid: [
    { filename: '/r/packages/stage/src/ui/a.tsx', code: "const s = { color: palette.textSecondary };" },
    { filename: '/r/packages/stage/src/ui/a.tsx', code: "const id = '#root'; const h = '#'; const e = '&#123;'; const c = 'C#abc-d';" },
    { filename: '/r/packages/ui-kit/src/palette/palette.ts', code: "export const palette = { text: '#323233' };" },
    { filename: '/r/packages/stage/src/ui/a.test.tsx', code: "expect(x).toBe('#969799');" },
    { filename: '/r/packages/activities/src/fixtures/a.ts', code: "const prize = { color: '#FFD39B' };" },
  ],
  invalid: [
    { filename: '/r/packages/stage/src/ui/a.tsx', code: "const s = { color: '#969799' };", errors: [{ messageId: 'rawColour' }] },
    { filename: '/r/packages/vip/src/ui/a.tsx', code: 'const b = <Button color="#ffd98a" />;', errors: [{ messageId: 'rawColour' }] },
    { filename: '/r/packages/vip/src/ui/a.tsx', code: "const g = 'linear-gradient(135deg, #3a2a12, #7a5a24)';", errors: [{ messageId: 'rawColour' }] },
    { filename: '/r/packages/a/src/a.tsx', code: 'const g = `0 4px 16px rgba(0,0,0,.15)`;', errors: [{ messageId: 'rawColour' }] },
    { filename: '/r/packages/a/src/a.tsx', code: "const c = '#fff';", errors: [{ message: "Raw colour '#fff': use a colour of '@pocket/ui-kit/palette' (its test checks WCAG AA contrast), or add one there." }] },
    { filename: '/r/apps/web/src/a.ts', code: "const c = 'hsl(0, 0%, 50%)';", errors: [{ messageId: 'rawColour' }] },
  ],
});
