import { base } from '@pocket/eslint-config';

import { FOREIGN_SQL_TEST_FILES, FOREIGN_TABLES_ALLOWED } from './foreign-tables.js';

// Issue 27's rule for the lender's desk modules (docs/backoffice.md): each is a room with one door, its plugin.ts.
// Inside them, no other module's schema.ts or repo.ts; outside them, nothing of theirs but plugin.ts (and tests'
// test-support.ts).
const DESK = ['staff', 'staff-audit', 'approvals', 'borrowers-desk', 'catalogue-desk', 'application-desk', 'kyc-desk', 'payments-desk', 'desk-dashboard', 'shops-desk', 'texts-desk'];
const deskFiles = DESK.map((m) => `src/modules/${m}/**/*.ts`);

export default [
  ...base,
  {
    // The server's rooms (docs/architecture.md#server-modules): another module is reached through its plugin.ts only.
    // Tests and their support files are held to the door below (they may also ask a test-support.ts).
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-support.ts', '**/test-helpers.ts'],
    rules: { 'pocket/no-reach-past-door': 'error', 'pocket/no-room-circle': 'error', 'pocket/no-door-table': 'error' },
  },
  {
    // A module names no other module's table in raw SQL (docs/architecture.md#server-modules); foreign-tables.js lists
    // what is still named today, and may only shrink.
    files: ['src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-support.ts', '**/test-helpers.ts', '**/*.suite.ts', '**/*.support.ts'],
    rules: { 'pocket/no-foreign-table': ['error', { allowed: FOREIGN_TABLES_ALLOWED }] },
  },
  {
    // The modules' tests and their support files too (issue 44): another module is reached through its door (its
    // plugin.ts: a published read, a service) or its test-support.ts (named helpers, and the rules and services a unit
    // test builds by hand), never past them, and its tables are never named in SQL (foreign-tables.js lists the files
    // still allowed to: none).
    files: ['src/modules/**/*.test.ts', 'src/modules/**/*test-support.ts', 'src/modules/**/test-helpers.ts', 'src/modules/**/*.suite.ts', 'src/modules/**/*.support.ts'],
    rules: { 'pocket/no-reach-past-door': 'error', 'pocket/no-foreign-table': ['error', { files: FOREIGN_SQL_TEST_FILES }] },
  },
  {
    files: deskFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[^/]+/(schema|repo)$', message: "Use the other module's door (its plugin.ts), not its schema.ts or repo.ts." }] }],
    },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    ignores: deskFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/(staff|staff-audit|approvals|borrowers-desk|catalogue-desk|application-desk|kyc-desk|payments-desk|desk-dashboard|shops-desk|texts-desk)/(schema|repo|service|routes|guard)$', message: "Use the desk module's door (its plugin.ts)." }] }],
    },
  },
];
