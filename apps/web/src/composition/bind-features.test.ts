import { describe, expect, it } from 'vitest';

import { routeIds } from '@pocket/app-core/routes';

import { bindOverlays, bindPages, bindSlots } from './bind-features';
import { features } from './features';

const page = () => Promise.resolve({ default: () => null });

describe('binding features', () => {
  it('gives every route of the table an entry, undefined where no feature has its page yet', () => {
    const bound = bindPages([{ name: 'account', pages: { me: page } }]);
    expect(Object.keys(bound).sort()).toEqual([...routeIds].sort());
    expect(bound.me).toBe(page);
    expect(bound.coupon).toBeUndefined();
  });

  it('refuses two features claiming the same page or overlay', () => {
    expect(() => bindPages([{ name: 'a', pages: { me: page } }, { name: 'b', pages: { me: page } }])).toThrow(
      "Features 'a' and 'b' both provide 'me'",
    );
    const Overlay = () => null;
    expect(() => bindOverlays([{ name: 'a', overlays: { login: Overlay } }, { name: 'b', overlays: { login: Overlay } }])).toThrow(
      /both provide 'login'/,
    );
  });

  it('the features the shell composes bind without conflicts', () => {
    expect(() => bindPages(features)).not.toThrow();
    expect(bindOverlays(features).login).toBeDefined();
  });

  it('collects every contribution to a slot in feature order, leaving other slots empty', () => {
    const First = () => null;
    const Second = () => null;
    const slots = bindSlots([{ name: 'a', slots: { meLoans: First } }, { name: 'b' }, { name: 'c', slots: { meLoans: Second } }]);
    expect(slots.meLoans).toEqual([First, Second]);
    expect(bindSlots([{ name: 'a' }])).toEqual({});
  });
});
