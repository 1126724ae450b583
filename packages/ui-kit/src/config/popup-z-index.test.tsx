import { render, screen } from '@testing-library/react';
import { Popup } from 'react-vant';
import { describe, expect, it, vi } from 'vitest';

import type * as Constants from '@pocket/contracts/constants';

// Another base than react-vant's own 2000: the popups can only start there if the provider applies the constant.
vi.mock('@pocket/contracts/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  POPUP_BASE_Z_INDEX: 3000,
}));

const { PocketConfigProvider } = await import('./pocket-config');

describe('popup stacking', () => {
  it("popups open from POPUP_BASE_Z_INDEX, not from the library's own base", () => {
    const app = (second: boolean) => (
      <PocketConfigProvider>
        <Popup visible>first</Popup>
        {second && <Popup visible>second</Popup>}
      </PocketConfigProvider>
    );
    const { rerender } = render(app(false));
    rerender(app(true));
    const zOf = (text: string) => Number((screen.getByText(text).closest('.rv-popup') as HTMLElement).style.zIndex);
    expect(zOf('first')).toBe(3000);
    expect(zOf('second')).toBeGreaterThanOrEqual(3000);
  });
});
