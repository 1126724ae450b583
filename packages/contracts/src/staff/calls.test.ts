import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { STAFF_CALLS, STAFF_PATH_PREFIX, staffCallKey, staffCallOf } from './index';

describe('the staff calls (decision 0052)', () => {
  it('are one per method and path, each under /api/staff/', () => {
    const keys = STAFF_CALLS.map(({ call }) => staffCallKey(call));
    expect(new Set(keys).size).toBe(keys.length);
    expect(STAFF_CALLS.filter(({ call }) => !call.path.startsWith(STAFF_PATH_PREFIX))).toEqual([]);
    expect(staffCallOf('POST', '/api/staff/kyc/:id/approve')?.audit).toEqual(['kyc.approve']);
    expect(staffCallOf('POST', '/api/staff/kyc/:id/nothing')).toBeUndefined();
  });

  it("name each path parameter in the params schema, and only those", () => {
    const mismatched = STAFF_CALLS.flatMap(({ name, call }) => {
      const inPath = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      return JSON.stringify(inPath) === JSON.stringify(inSchema) ? [] : [`${name}: path ${inPath.join(',')} / params ${inSchema.join(',')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('say who may call each one: a list of roles is never empty, and only sign-in and enrolment are open to anyone', () => {
    expect(STAFF_CALLS.filter(({ call }) => Array.isArray(call.roles) && call.roles.length === 0)).toEqual([]);
    expect(STAFF_CALLS.filter(({ call }) => call.roles === 'anyone').map(({ name }) => name)).toEqual(['session.signIn', 'enrolment.start', 'enrolment.finish']);
  });

  it('declare an audit action for every write but reading a session or opening an enrolment link', () => {
    const silentWrites = STAFF_CALLS.filter(({ call }) => call.method !== 'GET' && call.audit.length === 0).map(({ name }) => name);
    expect(silentWrites).toEqual(['enrolment.start']);
  });
});
