import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundariesPlugin } from './boundaries.js';
import { coloursPlugin } from './colours.js';

const ignores = {
  ignores: ['**/dist/**', '**/dist-dev/**', '**/storybook-static/**', '**/coverage/**', '**/test-results/**', '**/drizzle/**', '**/*.gen.ts', '**/.turbo/**'],
};

/** Base config for every package: TypeScript, import order, the house boundaries. */
export const base = tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, pocket: boundariesPlugin },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@pocket/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['type'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'pocket/no-cross-feature-imports': 'error',
      'pocket/no-process-env-outside-config': 'error',
      'pocket/admin-boundary': 'error',
      'pocket/no-hand-written-api-url': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

// react-vant's Empty loads its images from img.yzcdn.cn: broken offline and on restricted networks. Its NoticeBar
// is a marquee we never scroll.
const reactVantRestrictions = [
  { name: 'react-vant', importNames: ['Empty'], message: "Use Empty from '@pocket/ui-kit/empty' (Pocket's own illustrations)." },
  { name: 'react-vant', importNames: ['NoticeBar'], message: "Use Notice from '@pocket/ui-kit/notice' (the same look, without the marquee's code on the first load)." },
];

// Every popup is a named dialog that takes focus in and gives it back (issue 33, decision 0022): react-vant's Popup,
// Dialog and ActionSheet have no dialog role and leave focus behind, so only ui-kit's wrappers use them.
const popupRestrictions = [
  { name: 'react-vant', importNames: ['Popup'], message: "Use PocketPopup from '@pocket/ui-kit/popup' (a named dialog: focus in, Escape, focus back)." },
  { name: 'react-vant', importNames: ['Dialog'], message: "Use PocketDialog from '@pocket/ui-kit/dialog', or confirmDialog from '@pocket/ui-kit/confirm-dialog'." },
  { name: 'react-vant', importNames: ['ActionSheet'], message: "Use PocketActionSheet from '@pocket/ui-kit/dialog'." },
];

// A call's contract holds its zod schemas (decision 0040): the web's code imports the route fact (calls/<area>), and
// only tests (the fake API answers through the contracts) import the contracts.
const contractRestrictions = [
  {
    group: ['@pocket/contracts/api/*.contracts'],
    message: "A contract holds its zod schemas: only tests import it; the web imports the route fact from '@pocket/contracts/calls/<area>' (decision 0040).",
  },
];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'];

/** React packages: base plus the hooks rules. */
export const react = tseslint.config(
  ...base,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks, colours: coloursPlugin },
    rules: {
      // Colours come from '@pocket/ui-kit/palette' (issue 33): its test measures their contrast.
      'colours/no-raw-colour': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [...reactVantRestrictions, ...popupRestrictions], patterns: contractRestrictions }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [...reactVantRestrictions, ...popupRestrictions] }] },
  },
);

/** @pocket/testing: test support only, so it may import the contracts (its fake API answers through them). */
export const testing = tseslint.config(...react, {
  rules: { 'no-restricted-imports': ['error', { paths: [...reactVantRestrictions, ...popupRestrictions] }] },
});

/**
 * ui-kit itself: the files that wrap react-vant's popups (src/popup) and test its set-up (src/config) may import them;
 * every other file of ui-kit goes through the wrappers too.
 */
export const uiKit = tseslint.config(...react, {
  files: ['src/popup/**', 'src/config/**', 'src/dialog/**'],
  rules: { 'no-restricted-imports': ['error', { paths: reactVantRestrictions, patterns: contractRestrictions }] },
});

export default base;
