import { describe, expect, it } from 'vitest';

import { createTestApp, loginAs, uniqueMobile } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { KYC_MESSAGES } from './service';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function upload(session: TestSession) {
  const res = await session.call('POST', '/api/common/api/uploadBase64', { content: `data:image/png;base64,${PNG}` });
  expect(res.status, res.body).toBe(200);
  return res.json.data.id as string;
}

const steps = async (s: TestSession) =>
  ((await s.call('POST', '/api/user/auth/api/getUserAuthProcessStep')).json.data as Array<{ cerCode: number; isAuth: boolean }>)
    .filter((x) => x.isAuth)
    .map((x) => x.cerCode);

const identity = (front: string, back: string) => ({
  nrcNumber: '123456/78/1',
  firstName: 'Mwila',
  lastName: 'Banda',
  dateOfBirth: '1990-05-17',
  gender: 'female',
  nrcFrontId: front,
  nrcBackId: back,
});
const base = { type: 'base', maritalStatus: 'married', education: 'secondary', provinceId: 5, districtId: 506, address: 'Plot 12, Kabulonga Road', email: 'mwila@zamtel.co.zm' };
const linkman = { type: 'linkman', name1: 'Chanda Phiri', relationship1: 'parent', mobile1: '0971111111', name2: 'Bwalya Tembo', relationship2: 'friend', mobile2: '0962222222' };
const work = { type: 'work', employmentType: 'civil_servant', employerName: 'Ministry of Health', monthlyIncome: '3000_5000', payDay: 25 };

describe('KYC steps (getUserAuthProcessStep follows each save)', () => {
  it('starts with nothing done and lists cerCodes 1 to 4', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const res = await s.call('POST', '/api/user/auth/api/getUserAuthProcessStep');
    expect(res.json.data).toEqual([1, 2, 3, 4].map((cerCode) => ({ cerCode, isAuth: false })));
  });

  it('identity sets 2; base + linkman + work set 3 only together; face sets 1; questionnaire sets 4', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const ok = async (url: string, body: unknown) => {
      const res = await s.call('POST', url, body);
      expect(res.json, res.body).toEqual({ code: 200, msg: 'ok', data: null });
    };
    await ok('/api/user/auth/api/addOrUpdateUserOcrInfoV3', identity(await upload(s), await upload(s)));
    expect(await steps(s)).toEqual([2]);
    await ok('/api/user/auth/api/addOrUpdateUserAuthInfo', base);
    await ok('/api/user/auth/api/addOrUpdateUserAuthInfo', linkman);
    expect(await steps(s)).toEqual([2]);
    await ok('/api/user/auth/api/addOrUpdateUserAuthInfo', work);
    expect(await steps(s)).toEqual([2, 3]);
    await ok('/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'face', faceImageId: await upload(s) });
    expect(await steps(s)).toEqual([1, 2, 3]);
    const info = await s.call('GET', '/api/my/getUserInfo');
    expect(info.json.data).toMatchObject({ fullName: 'Mwila Banda', email: 'mwila@zamtel.co.zm', kycComplete: true, mobile: s.mobile });

    const q = await s.call('POST', '/api/admin/questionnaire/api/info');
    expect(q.json.data.submitted).toBe(false);
    const answers = (q.json.data.questions as Array<{ id: string; options: Array<{ value: string }> }>).map((x) => ({
      questionId: x.id,
      value: x.options[0]!.value,
    }));
    await ok('/api/admin/questionnaire/api/submit', { answers });
    expect(await steps(s)).toEqual([1, 2, 3, 4]);
    expect((await s.call('POST', '/api/admin/questionnaire/api/info')).json.data.submitted).toBe(true);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const front = await upload(s);
    const back = await upload(s);
    const cases: Array<[string, unknown, string]> = [
      ['/api/user/auth/api/addOrUpdateUserOcrInfoV3', { ...identity(front, back), nrcNumber: '12345/78/1' }, 'nrcNumber: NRC number must look like 123456/78/1'],
      ['/api/user/auth/api/addOrUpdateUserOcrInfoV3', { ...identity(front, back), firstName: 'Mw1la' }, 'firstName: first name may contain letters and spaces only'],
      ['/api/user/auth/api/addOrUpdateUserOcrInfoV3', { ...identity(front, back), dateOfBirth: '2015-01-01' }, KYC_MESSAGES.tooYoung],
      ['/api/user/auth/api/addOrUpdateUserOcrInfoV3', { ...identity(front, back), nrcBackId: 'x'.repeat(24) }, KYC_MESSAGES.upload('nrcBackId')],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...base, districtId: 101 }, KYC_MESSAGES.district],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...base, email: 'mwila@zamtel.z' }, 'email: Please enter a valid e-mail address, e.g. name@example.com'],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...linkman, mobile1: s.mobile }, KYC_MESSAGES.ownPhone('mobile1')],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...linkman, mobile2: linkman.mobile1 }, KYC_MESSAGES.samePhone],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...work, employerName: '' }, KYC_MESSAGES.employer],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { ...work, payDay: 32 }, 'payDay: payDay must be a day of the month (1 to 31)'],
      ['/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'base' }, 'maritalStatus is required'],
    ];
    for (const [url, body, msg] of cases) {
      const res = await s.call('POST', url, body);
      expect(res.json, JSON.stringify(body)).toEqual({ code: 400, msg, data: null });
    }
    expect(await steps(s)).toEqual([]);
  });

  it('lets a student or unemployed borrower leave the employer empty', async () => {
    const app = await createTestApp();
    const s = await loginAs(app, uniqueMobile('077'));
    const res = await s.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { ...work, employmentType: 'student', employerName: '' });
    expect(res.json.code).toBe(200);
  });
});
