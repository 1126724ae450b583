import { describe, expect, it } from 'vitest';

import { filteredLink, filteredPath, filtersQuery } from './filtered-path';

describe('the address of a filtered list', () => {
  it('names each filter in Refine\'s form, leaves empty ones out and encodes what a person typed', () => {
    expect(filteredPath('payments', { state: 'stuck', operator: '', uid: 42 })).toBe(
      '/payments?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=stuck&filters[1][field]=uid&filters[1][operator]=eq&filters[1][value]=42',
    );
    expect(filteredPath('adjustments', { q: 'J&B 1' })).toBe('/adjustments?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=J%26B%201');
    expect(filteredPath('payments', {})).toBe('/payments');
    expect(filteredPath('collection-reports', { on: '2026-11-05' })).toBe('/collections/reports?filters[0][field]=on&filters[0][operator]=eq&filters[0][value]=2026-11-05');
  });

  it('writes a page\'s own filters with their operators, a + typed kept a + (not a space, as qs reads a bare +), none as no query', () => {
    expect(filtersQuery([{ field: 'q', operator: 'eq', value: '+260971234567' }, { field: 'amount', operator: 'gte', value: 100 }])).toBe(
      '?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=%2B260971234567&filters[1][field]=amount&filters[1][operator]=gte&filters[1][value]=100',
    );
    expect(filtersQuery([{ field: 'q', operator: 'eq', value: '' }])).toBe('');
  });

  it('puts a record\'s own list filtered at that record\'s address', () => {
    expect(filteredPath('reconciliation', { show: 'all' }, 7)).toBe('/reconciliation/7?filters[0][field]=show&filters[0][operator]=eq&filters[0][value]=all');
  });

  it('turns a server\'s plain link to a desk\'s list into its filtered address, and leaves any other link', () => {
    expect(filteredLink('/payments?state=stuck')).toBe(filteredPath('payments', { state: 'stuck' }));
    expect(filteredLink('/approvals')).toBe('/approvals');
    expect(filteredLink('/somewhere?x=1')).toBe('/somewhere?x=1');
  });
});
