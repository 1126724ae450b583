import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundariesPlugin } from './boundaries.js';
import { coloursPlugin } from './colours.js';

const ignores = {
  ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/test-results/**', '**/drizzle/**', '**/*.gen.ts', '**/.turbo/**'],
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
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

/** React packages: base plus the hooks rules. */
export const react = tseslint.config(...base, {
  files: ['**/*.tsx', '**/*.ts'],
  plugins: { 'react-hooks': reactHooks, colours: coloursPlugin },
  rules: {
    // Colours come from '@pocket/ui-kit/palette' (issue 33): its test measures their contrast.
    'colours/no-raw-colour': 'error',
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'warn',
    // react-vant's Empty loads its images from img.yzcdn.cn: broken offline and on restricted networks. Its NoticeBar
    // is a marquee we never scroll.
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-vant', importNames: ['Empty'], message: "Use Empty from '@pocket/ui-kit/empty' (Pocket's own illustrations)." },
          { name: 'react-vant', importNames: ['NoticeBar'], message: "Use Notice from '@pocket/ui-kit/notice' (the same look, without the marquee's code on the first load)." },
        ],
      },
    ],
  },
});

export default base;
