import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { exportedTables, noDoorTable, roomTables } from './door-tables.js';
import { sourceFiles } from './rooms.js';
import { house, typescriptRuleTester } from './test-house.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const modules = house({
  lending: {
    'schema.ts': "export const loanOrders = pgTable('loan_orders', {});\nexport const loanPlans: PgTable = pgTable(\n  'loan_plans', {});\nexport type OrderRow = {};\n",
    'reads.ts': "export const loanOrderRows = sql`(select id from ${loanOrders})`;\n",
    'plugin.ts': "export { loanOrderRows } from './reads';\nexport type { OrderRow } from './schema';\n",
    'schema.test.ts': "export const fake = pgTable('fake', {});\n",
  },
  // an old door that still hands out its table, under another name too
  coupon: {
    'schema.ts': "export const coupons = pgTable('coupons', {});\n",
    'plugin.ts': "import { coupons } from './schema';\nexport { coupons as couponKinds };\nexport * from './schema';\n",
  },
  // a door whose plugin has the name of one of its tables
  complaints: { 'schema.ts': "export const complaints = pgTable('complaints', {});\n", 'plugin.ts': 'export const complaints = fp(async () => {});\n' },
  stage: { 'repo.ts': '', 'deep/read.ts': '' },
});
const apiSrc = join(modules, '..');

describe('the tables of each room', () => {
  it('reads the exported pgTable bindings of each room, tests left out', () => {
    expect(Object.fromEntries([...roomTables(modules)].map(([room, tables]) => [room, [...tables]]))).toEqual({
      lending: ['loanOrders', 'loanPlans'],
      coupon: ['coupons'],
      complaints: ['complaints'],
      stage: [],
    });
  });

  it('reads the names under which a file hands a table on: declared, re-exported, imported then exported', () => {
    expect([...exportedTables(join(modules, 'lending/schema.ts'))]).toEqual(['loanOrders', 'loanPlans']);
    expect([...exportedTables(join(modules, 'lending/plugin.ts'))]).toEqual([]);
    expect([...exportedTables(join(modules, 'coupon/plugin.ts'))].sort()).toEqual(['couponKinds', 'coupons']);
    expect([...exportedTables(join(modules, 'complaints/plugin.ts'))]).toEqual([]);
  });
});

describe('no-door-table', () => {
  const tester = typescriptRuleTester();
  tester.run('no-door-table', noDoorTable, {
    valid: [
      // another room's published relation and row type, through the door
      { filename: join(modules, 'stage/repo.ts'), code: "import { loanOrderRows, type OrderRow } from '../lending/plugin';" },
      // a room's own tables, inside the room
      { filename: join(modules, 'lending/reads.ts'), code: "import { loanOrders, loanPlans } from './schema';" },
      // the door lends fragments and row types, not tables
      { filename: join(modules, 'lending/plugin.ts'), code: "export { loanOrderRows } from './reads';\nexport type { OrderRow } from './schema';\nexport * from './reads';" },
      // a file that is not the door may re-export its room's tables inside the room
      { filename: join(modules, 'lending/tables.ts'), code: "export { loanOrders } from './schema';" },
      // the door's plugin may share its name with a table of the room, and be imported by it
      { filename: join(modules, 'lending/plugin.ts'), code: 'export const loanOrders = fp(async () => {});\nconst loanPlans = 1;\nexport { loanPlans };' },
      { filename: join(apiSrc, 'app.ts'), code: "import { complaints } from './modules/complaints/plugin';\nimport { loanOrderRows } from './modules/lending/plugin';" },
      // a type-only import of another room's table (its row type through typeof) is no read of it
      { filename: join(modules, 'stage/repo.ts'), code: "import type { loanOrders } from '../lending/schema';" },
    ],
    invalid: [
      {
        filename: join(modules, 'lending/plugin.ts'),
        code: "export { loanOrderRows } from './reads';\nexport { loanOrders } from './schema';",
        errors: [{ messageId: 'doorExports', data: { room: 'lending', table: 'loanOrders' } }],
      },
      {
        filename: join(modules, 'lending/plugin.ts'),
        code: "import { loanPlans } from './schema';\nexport { loanPlans as plans };",
        errors: [{ messageId: 'doorExports', data: { room: 'lending', table: 'plans' } }],
      },
      {
        filename: join(modules, 'lending/plugin.ts'),
        code: "export const loanOrders = pgTable('loan_orders', {});",
        errors: [{ messageId: 'doorExports', data: { room: 'lending', table: 'loanOrders' } }],
      },
      {
        filename: join(modules, 'lending/plugin.ts'),
        code: "export * from './schema';",
        errors: [
          { messageId: 'doorExports', data: { room: 'lending', table: 'loanOrders' } },
          { messageId: 'doorExports', data: { room: 'lending', table: 'loanPlans' } },
        ],
      },
      {
        filename: join(modules, 'stage/deep/read.ts'),
        code: "import { couponKinds as kinds, type Coupon } from '../../coupon/plugin';\nimport { loanOrders, loanOrderRows } from '../../lending/schema';",
        errors: [
          { messageId: 'imports', data: { from: 'stage', table: 'couponKinds', owner: 'coupon' } },
          { messageId: 'imports', data: { from: 'stage', table: 'loanOrders', owner: 'lending' } },
        ],
      },
      {
        filename: join(modules, 'stage/repo.ts'),
        code: "export { loanPlans } from '../lending/schema';",
        errors: [{ messageId: 'imports', data: { from: 'stage', table: 'loanPlans', owner: 'lending' } }],
      },
      {
        filename: join(apiSrc, 'app.ts'),
        code: "import { coupons } from './modules/coupon/plugin';",
        errors: [{ messageId: 'imports', data: { from: 'app.ts', table: 'coupons', owner: 'coupon' } }],
      },
    ],
  });

  it('holds on the real server: no door exports a table and no code imports another module’s table', () => {
    const real = new URL('../../apps/api/src', import.meta.url).pathname;
    const linter = new Linter({ configType: 'flat', cwd: real });
    const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { pocket: { rules: { 'no-door-table': noDoorTable } } }, rules: { 'pocket/no-door-table': 'error' } }];
    const found = sourceFiles(real).flatMap((path) => linter.verify(readFileSync(path, 'utf8'), config, path).map((m) => `${path.slice(real.length + 1)}: ${m.message}`));
    const doors = readdirSync(join(real, 'modules')).map((room) => join(real, 'modules', room, 'plugin.ts')).filter((door) => existsSync(door));
    expect(doors.length).toBeGreaterThan(40);
    expect(doors.filter((door) => exportedTables(door).size > 0)).toEqual([]);
    expect([...roomTables(join(real, 'modules')).values()].reduce((n, tables) => n + tables.size, 0)).toBeGreaterThan(50);
    expect(found).toEqual([]);
  }, 180_000);
});
