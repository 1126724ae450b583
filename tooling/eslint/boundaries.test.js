import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { boundariesPlugin, featureOfFile, featureOfSpecifier } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

describe('feature boundaries', () => {
  it('knows which package a file and a specifier belong to', () => {
    if (featureOfFile('/repo/packages/borrow/src/pages/home.tsx') !== 'borrow') throw new Error('file');
    if (featureOfFile('/repo/packages/ui-kit/src/money.tsx') !== null) throw new Error('layer 1 is not a feature');
    if (featureOfSpecifier('@pocket/repayment/feature') !== 'repayment') throw new Error('specifier');
    if (featureOfSpecifier('@pocket/app-core') !== null) throw new Error('app-core is not a feature');
  });
});

tester.run('no-cross-feature-imports', boundariesPlugin.rules['no-cross-feature-imports'], {
  valid: [
    { filename: '/r/packages/borrow/src/a.ts', code: "import { x } from '@pocket/app-core';" },
    { filename: '/r/packages/borrow/src/a.ts', code: "import { x } from '@pocket/borrow/feature';" },
    { filename: '/r/apps/web/src/a.ts', code: "import { x } from '@pocket/borrow/feature';" },
  ],
  invalid: [
    {
      filename: '/r/packages/borrow/src/a.ts',
      code: "import { repayPopup } from '@pocket/repayment/feature';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/r/packages/kyc-steps/src/a.ts',
      code: "const m = import('@pocket/auth-login/feature');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: '/r/packages/vip/src/a.ts',
      code: "export { x } from '@pocket/stage';",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});

tester.run('no-process-env-outside-config', boundariesPlugin.rules['no-process-env-outside-config'], {
  valid: [
    { filename: '/r/apps/api/src/config/env.ts', code: 'const p = process.env.PORT;' },
    { filename: '/r/apps/api/src/env.ts', code: 'const p = process.env.PORT;' },
    { filename: '/r/apps/web/vite.config.ts', code: 'const p = process.env.PORT;' },
  ],
  invalid: [
    {
      filename: '/r/apps/api/src/modules/auth/service.ts',
      code: 'const p = process.env.PORT;',
      errors: [{ messageId: 'processEnv' }],
    },
    {
      filename: '/r/packages/borrow/src/a.ts',
      code: "const p = process['env'];",
      errors: [{ messageId: 'processEnv' }],
    },
  ],
});

tester.run('admin-boundary', boundariesPlugin.rules['admin-boundary'], {
  valid: [
    { filename: '/r/apps/admin/src/a.ts', code: "import { staffRole } from '@pocket/contracts/api/staff';" },
    { filename: '/r/apps/admin/vitest.config.ts', code: "import { reactConfig } from '@pocket/vitest-config';" },
    { filename: '/r/apps/admin/.storybook/main.ts', code: "import { storybookMain } from '@pocket/storybook-config/main';" },
    { filename: '/r/apps/admin/src/a.ts', code: "import { Refine } from '@refinedev/core';" },
    { filename: '/r/apps/web/src/a.ts', code: "import { x } from '@pocket/ui-kit';" },
  ],
  invalid: [
    { filename: '/r/apps/admin/src/a.tsx', code: "import { Money } from '@pocket/ui-kit';", errors: [{ messageId: 'adminImportsBorrower' }] },
    { filename: '/r/apps/admin/src/a.ts', code: "const m = import('@pocket/api-client');", errors: [{ messageId: 'adminImportsBorrower' }] },
    { filename: '/r/apps/web/src/a.ts', code: "import { App } from '@pocket/admin';", errors: [{ messageId: 'importsAdmin' }] },
    { filename: '/r/packages/borrow/src/a.ts', code: "export { x } from '@pocket/admin/src/app';", errors: [{ messageId: 'importsAdmin' }] },
  ],
});

tester.run('no-reach-past-door', boundariesPlugin.rules['no-reach-past-door'], {
  valid: [
    { filename: '/r/apps/api/src/modules/stage/service.ts', code: "import { lending } from '../lending/plugin';" },
    { filename: '/r/apps/api/src/modules/stage/service.ts', code: "import { LendingDoor } from '../lending/plugin.js';" },
    { filename: '/r/apps/api/src/modules/stage/service.ts', code: "import { plansOf } from './repo';" },
    { filename: '/r/apps/api/src/modules/stage/domain/price.ts', code: "import { x } from '../schema';" },
    { filename: '/r/apps/api/src/app.ts', code: "import { stage } from './modules/stage/plugin';" },
    { filename: '/r/apps/api/src/modules/stage/service.ts', code: "import { createDb } from '../../db/client';" },
    { filename: '/r/packages/borrow/src/a.ts', code: "import { x } from '../modules/lending/repo';" },
    // A test's support file asks another module's test-support.ts (issue 44).
    { filename: '/r/apps/api/src/modules/staff/sign-in-attacks.support.ts', code: "import { auditCount } from '../staff-audit/test-support';" },
    { filename: '/r/apps/api/src/modules/books/test-support.ts', code: "import { loanOrderOf } from '../lending/test-support.ts';" },
  ],
  invalid: [
    {
      filename: '/r/apps/api/src/modules/stage/service.ts',
      code: "import { loanOrders } from '../lending/schema';",
      errors: [{ messageId: 'pastDoor', data: { from: 'stage', room: 'lending', rest: 'schema', door: '../lending/plugin' } }],
    },
    {
      filename: '/r/apps/api/src/modules/stage/domain/price.ts',
      code: "import { Product } from '../../lending/domain/product';",
      errors: [{ messageId: 'pastDoor' }],
    },
    { filename: '/r/apps/api/src/app.ts', code: "import { userRoutes } from './modules/user/routes';", errors: [{ messageId: 'pastDoor' }] },
    { filename: '/r/apps/api/src/ledger/entries.ts', code: "import { COMPONENTS } from '../modules/lending/domain/plan-state';", errors: [{ messageId: 'pastDoor' }] },
    { filename: '/r/apps/api/src/modules/vip/a.ts', code: "export { x } from '../payments/engine';", errors: [{ messageId: 'pastDoor' }] },
    // Production code does not reach another module's test support; a test's support file no other file of it.
    { filename: '/r/apps/api/src/modules/vip/a.ts', code: "import { x } from '../lending/test-support';", errors: [{ messageId: 'pastDoor' }] },
    { filename: '/r/apps/api/src/modules/staff/sign-in-attacks.support.ts', code: "import { x } from '../staff-audit/repo';", errors: [{ messageId: 'pastDoor' }] },
  ],
});
