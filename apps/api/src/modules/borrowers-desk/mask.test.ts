import { describe, expect, it } from 'vitest';

import { maskName, maskNrc, maskPhone, phoneQuery } from './mask';

describe('masks', () => {
  it('shows a phone as 096****210', () => {
    expect(maskPhone('+260961234210')).toBe('096****210');
    expect(maskPhone('0961234210')).toBe('096****210');
  });
  it('keeps the first letter of each name and the last digit of the NRC', () => {
    expect(maskName('Mwila  Banda')).toBe('M**** B****');
    expect(maskNrc('123456/78/9')).toBe('******/**/9');
  });
  it('reads a phone in the forms people type', () => {
    for (const q of ['0961234210', '+260 96 123 4210', '260961234210', '961234210']) expect(phoneQuery(q)).toBe('+260961234210');
    expect(phoneQuery('12345')).toBeNull();
    expect(phoneQuery('Banda')).toBeNull();
  });
});
