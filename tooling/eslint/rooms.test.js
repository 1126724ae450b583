import { join } from 'node:path';

import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';

import { chainBetween, noRoomCircle, roomGraph } from './rooms.js';
import { house, typescriptRuleTester } from './test-house.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

describe('the rooms graph', () => {
  const modules = house({
    lending: { 'plugin.ts': "import { couponWaiver } from '../coupon/plugin';\n", 'domain/a.ts': "import type { X } from '../../payments/plugin';\n" },
    coupon: { 'schema.ts': "import { loanPlanKey } from '../../db/foreign-keys';\n", 'coupon.test.ts': "import { x } from '../lending/plugin';\n" },
    payments: { 'plugin.ts': "export const engine = 1;\nconst later = import('../coupon/plugin');\n" },
  });

  it('reads every import between rooms, nested files and dynamic imports included, tests left out', () => {
    const graph = roomGraph(modules);
    expect([...graph.get('lending')].sort()).toEqual(['coupon', 'payments']);
    expect([...graph.get('coupon')]).toEqual([]);
    expect([...graph.get('payments')]).toEqual(['coupon']);
    expect(chainBetween(graph, 'lending', 'coupon')).toEqual(['lending', 'coupon']);
    expect(chainBetween(graph, 'coupon', 'lending')).toBeNull();
  });
});

describe('no-room-circle', () => {
  const modules = house({
    lending: { 'plugin.ts': "import { couponWaiver } from '../coupon/plugin';\n" },
    coupon: { 'schema.ts': "import { loanPlanKey } from '../lending/plugin';\n" },
    vip: { 'service.ts': "import { grantCoupon } from '../coupon/plugin';\n" },
    user: { 'plugin.ts': 'export const users = 1;\n' },
  });
  const tester = typescriptRuleTester();

  tester.run('no-room-circle', noRoomCircle, {
    valid: [
      // vip imports coupon, which never reaches vip
      { filename: join(modules, 'vip/service.ts'), code: "import { grantCoupon } from '../coupon/plugin';" },
      { filename: join(modules, 'user/plugin.ts'), code: "import { x } from '../../db/foreign-keys';" },
      { filename: join(modules, 'lending/domain/x.ts'), code: "import { y } from '../schema';" },
    ],
    invalid: [
      {
        filename: join(modules, 'coupon/schema.ts'),
        code: "import { loanPlanKey } from '../lending/plugin';",
        errors: [{ messageId: 'circle', data: { from: 'coupon', to: 'lending', chain: 'lending -> coupon' } }],
      },
      {
        filename: join(modules, 'lending/plugin.ts'),
        code: "import type { Coupon } from '../coupon/plugin';",
        errors: [{ messageId: 'circle', data: { from: 'lending', to: 'coupon', chain: 'coupon -> lending' } }],
      },
      {
        filename: join(modules, 'coupon/deep/file.ts'),
        code: "export { x } from '../../lending/plugin';",
        errors: [{ messageId: 'circle' }],
      },
    ],
  });

  it('holds on the real server: no circle between its rooms', () => {
    const real = new URL('../../apps/api/src/modules', import.meta.url).pathname;
    const graph = roomGraph(real);
    const circles = [...graph.keys()].flatMap((room) => [...graph.get(room)].filter((other) => chainBetween(graph, other, room)).map((other) => `${room} -> ${other}`));
    expect(graph.size).toBeGreaterThan(30);
    expect(circles).toEqual([]);
  });
});
