import { describe, expect, it } from 'vitest';

import { allCalls } from '@pocket/contracts/calls/all';

import { createTestApp } from '../../test/harness';
import { registeredRoutes } from '../../test/routes';

/**
 * Routes that are not calls of the borrower's app, so they have no call object: the desk's (/api/staff, its own schemas in
 * contracts' api/staff), the sandbox's, the OpenAPI pages, and the outside world's (operators' payment callbacks,
 * the USSD gateway, the SMS gateway's delivery reports, the load balancer's health probes).
 */
const NOT_CALLS_OF_THE_APP = ['/api/staff/', '/api/dev/', '/api/docs', '/api/callbacks/', '/api/ussd/africastalking', '/api/health',
  '/api/messages/delivery/'];

const keyOf = (method: string, path: string) => `${method} ${path}`;

describe('one contract per call', () => {
  it("pairs every route of the borrower's API with a call object, and every call object with a route", async () => {
    const app = await createTestApp();
    const routes = registeredRoutes(app)
      .filter(([method, path]) => method !== 'HEAD' && path.startsWith('/api/') && !NOT_CALLS_OF_THE_APP.some((prefix) => path.startsWith(prefix)))
      .map(([method, path]) => keyOf(method, path));
    const calls = allCalls.map((call) => keyOf(call.method, call.path));

    expect(routes.filter((route) => !calls.includes(route)), 'routes without a call object').toEqual([]);
    expect(calls.filter((call) => !routes.includes(call)), 'call objects without a route').toEqual([]);
    expect(new Set(calls).size, 'two call objects of one route').toBe(calls.length);
  });
});
