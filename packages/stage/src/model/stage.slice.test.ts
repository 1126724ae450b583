import { describe, expect, it } from 'vitest';

import { stageDataSet, stageMobileChanged, stageRefreshFlagged, stageRefreshHandled, stageSlice } from './stage.slice';

const reduce = stageSlice.reducer;

describe('stage slice (docs/product.md#app-state-and-entities: stage data amount, mobile; a stage refresh flag)', () => {
  it('holds the amount and mobile of the bill being paid', () => {
    const s = reduce(undefined, stageDataSet({ planId: 5, amount: 19_014, mobile: '0961234567' }));
    expect(s.data).toEqual({ planId: 5, amount: 19_014, mobile: '0961234567' });
    expect(reduce(s, stageMobileChanged('0971234567')).data.mobile).toBe('0971234567');
  });

  it('raises the stage refresh flag on success and lowers it once the list reloaded', () => {
    const raised = reduce(undefined, stageRefreshFlagged());
    expect(raised.refresh).toBe(true);
    expect(reduce(raised, stageRefreshHandled()).refresh).toBe(false);
  });
});
