import { describe, expect, it } from 'vitest';

import { POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, testDb } from '../../../test/harness';
import { LIMIT_RULES } from '../lending/test-support';
import { listVersions, readLive } from './store';

describe('credit policy version 1', () => {
  it('the migration seeds version 1 live, and it is POLICY_V1', async () => {
    const app = await createTestApp();
    const db = await testDb();
    const versions = await listVersions(db);
    const v1 = versions.find((v) => v.version === 1)!;
    expect(v1.document).toEqual(POLICY_V1);
    expect(v1.publishedAt).not.toBeNull();
    // The live version is v1 on a fresh database (a test that publishes puts v1's document back).
    expect((await readLive(db)).document).toEqual(POLICY_V1);
    expect(app.creditPolicy.current().document).toEqual(POLICY_V1);
  });

  it('is the constants the lending code had (K500 start, +K300, K10,000 cap, +K500 questionnaire, VIP x1.5 to K15,000)', () => {
    const { start, stepOnTime, max, questionnaireBonus, vipBoostBp, vipMax } = POLICY_V1.limit;
    expect({ start, stepOnTime, max, questionnaireBonus, vipBoostBp, vipMax }).toEqual(LIMIT_RULES);
    expect(POLICY_V1.limit.fallLate).toBe(0);
    expect(POLICY_V1.eligibility).toEqual([]);
    expect(POLICY_V1.scorecard).toBeNull();
    // null: the deployment's REVIEW_* settings decide the review, as before.
    expect(POLICY_V1.review).toBeNull();
  });
});
