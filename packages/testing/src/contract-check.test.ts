import { describe, expect, it } from 'vitest';

import { contractOf, contractProblems } from './contract-check';
import type { FakeExchange } from './contract-check';

const user = { userId: 1, mobile: '0971234567', mobileMasked: '097****567', fullName: null, email: null, googleBound: false,
  registerChannel: null, registerTime: 1_700_000_000_000, kycComplete: true, extra: {} };

const exchange = (over: Partial<FakeExchange>): FakeExchange => ({
  method: 'GET',
  path: '/api/my/getUserInfo',
  query: new URLSearchParams(),
  body: undefined,
  status: 200,
  envelope: { code: 200, msg: 'ok', data: user },
  ...over,
});

describe("the fake API's answers through the contracts", () => {
  it('finds a call by method and path, its path parameters decoded', () => {
    expect(contractOf('POST', '/api/authentication/sendSmsCode/0971234567/1')).toMatchObject({
      name: 'auth.sendSmsCode',
      params: { mobile: '0971234567', type: '1' },
    });
    expect(contractOf('POST', '/api/my/getUserInfo')).toBeUndefined();
  });

  it('takes an answer that fits, and names the call and the issue of one that does not', () => {
    expect(contractProblems(exchange({}))).toEqual([]);
    const [problem, ...others] = contractProblems(exchange({ envelope: { code: 200, msg: 'ok', data: { ...user, userId: '1' } } }));
    expect(others).toEqual([]);
    expect(problem).toMatch(/^user\.getUserInfo \(GET \/api\/my\/getUserInfo\): the fake's answer does not fit its contract: data\.userId: /);
  });

  it('refuses a call no contract has, but not a path outside the list of calls', () => {
    expect(contractProblems(exchange({ path: '/api/my/getUserInfoV9' }))).toEqual([
      'GET /api/my/getUserInfoV9: no call of the list (@pocket/contracts/calls/all) has this method and path',
    ]);
    expect(contractProblems(exchange({ path: '/api/dev/borrowers', method: 'POST' }))).toEqual([]);
    expect(contractProblems(exchange({ path: '/api/staff/loans' }))).toEqual([]);
  });

  it('holds a refusal to the envelope of errors, its status equal to its code', () => {
    expect(contractProblems(exchange({ status: 409, envelope: { code: 409, msg: 'Busy', data: null } }))).toEqual([]);
    expect(contractProblems(exchange({ status: 200, envelope: { code: 409, msg: 'Busy', data: null } }))[0]).toMatch(
      /code 409 with HTTP status 200; the server's status equals the code/,
    );
    expect(contractProblems(exchange({ status: 400, envelope: { code: 400, msg: 'Bad', data: [1] } }))[0]).toMatch(/the fake's refusal does not fit/);
  });

  it('holds a request answered 200 to what the server would take: body and path parameters', () => {
    const login = exchange({ method: 'POST', path: '/api/authentication/mobileLogin', body: { mobile: 'x' }, envelope: { code: 200, msg: 'ok', data: null } });
    expect(contractProblems(login).join('\n')).toMatch(/auth\.mobileLogin .*the request's body does not fit its contract/);
    expect(contractProblems({ ...login, status: 400, envelope: { code: 400, msg: 'mobile: wrong', data: null } })).toEqual([]);
    const detail = exchange({ method: 'POST', path: '/api/v3/order/queryLoanDetail/abc' });
    expect(contractProblems(detail).join('\n')).toMatch(/the path does not fit its contract: id: /);
  });
});
