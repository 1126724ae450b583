import { describe, expect, it } from 'vitest';

import { allCalls, isOutsideTheCalls } from '@pocket/contracts/calls/all';

import { createTestApp } from '../../test/harness';
import { registeredRoutes } from '../../test/routes';

const keyOf = (method: string, path: string) => `${method} ${path}`;

describe('one contract per call', () => {
  it("pairs every route of the borrower's API with a call object, and every call object with a route", async () => {
    const app = await createTestApp();
    const routes = registeredRoutes(app)
      .filter(([method, path]) => method !== 'HEAD' && path.startsWith('/api/') && !isOutsideTheCalls(path))
      .map(([method, path]) => keyOf(method, path));
    const calls = allCalls.map((call) => keyOf(call.method, call.path));

    expect(routes.filter((route) => !calls.includes(route)), 'routes without a call object').toEqual([]);
    expect(calls.filter((call) => !routes.includes(call)), 'call objects without a route').toEqual([]);
    expect(new Set(calls).size, 'two call objects of one route').toBe(calls.length);
  });
});
