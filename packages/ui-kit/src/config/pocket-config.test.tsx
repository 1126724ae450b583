import { act, render, screen } from '@testing-library/react';
import { Button, Dialog, Popup, Toast } from 'react-vant';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { POPUP_BASE_Z_INDEX } from '@pocket/contracts/constants';

import { PICKER_DEFAULTS, PocketConfigProvider, THEME_VARS } from './pocket-config';
import { PocketPicker } from './pocket-picker';

describe('PocketConfigProvider (docs/product.md#business-constants)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the default button color #3271EA as react-vant CSS variables', () => {
    const { container } = render(
      <PocketConfigProvider>
        <Button type="primary">Log In</Button>
      </PocketConfigProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--rv-button-primary-background-color')).toBe('#3271EA');
    expect(root.style.getPropertyValue('--rv-button-primary-border-color')).toBe('#3271EA');
    expect(THEME_VARS.buttonPrimaryBackgroundColor).toBe('#3271EA');
  });

  it('sets the colour on the root element too, for popups teleported outside the provider', () => {
    render(<PocketConfigProvider>app</PocketConfigProvider>);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--rv-button-primary-background-color')).toBe('#3271EA');
    expect(root.getPropertyValue('--rv-button-primary-border-color')).toBe('#3271EA');
    // Blue text (tabs, tags, plain buttons) takes the darker shade that reaches AA on white (issue 33).
    expect(root.getPropertyValue('--rv-primary-color')).toBe('#2559C7');
    expect(root.getPropertyValue('--rv-gray-6')).toBe('#646566');
    expect(root.getPropertyValue('--rv-notice-bar-text-color')).toBe('#b84300');
  });

  it('keeps the component library texts in Simplified Chinese', () => {
    render(
      <PocketConfigProvider>
        <Dialog visible showCancelButton title="t" />
      </PocketConfigProvider>,
    );
    expect(screen.getByText('取消')).toBeInTheDocument();
    expect(screen.getByText('确认')).toBeInTheDocument();
  });

  it('makes toasts last 3000 ms instead of the library default 2000 ms', async () => {
    render(<PocketConfigProvider>app</PocketConfigProvider>);
    vi.useFakeTimers();
    act(() => {
      Toast.info('Three seconds');
    });
    const toast = () => screen.getByText('Three seconds').closest('.rv-toast')!;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(toast().className).not.toMatch(/exit/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(toast().className).toMatch(/rv-fade-exit/);
  });

  it('stacks popups from the spec’s z-index base (POPUP_BASE_Z_INDEX, 2000)', () => {
    render(
      <PocketConfigProvider>
        <Popup visible>sheet</Popup>
      </PocketConfigProvider>,
    );
    const popup = screen.getByText('sheet').closest('.rv-popup') as HTMLElement;
    expect(POPUP_BASE_Z_INDEX).toBe(2000);
    expect(Number(popup.style.zIndex)).toBeGreaterThanOrEqual(POPUP_BASE_Z_INDEX);
    expect(Number(popup.style.zIndex)).toBeLessThan(POPUP_BASE_Z_INDEX + 100);
  });

  it('gives pickers 44 px options and six visible options', () => {
    expect(PICKER_DEFAULTS).toEqual({ itemHeight: 44, visibleItemCount: 6 });
    const { container } = render(
      <PocketConfigProvider>
        <PocketPicker popup={false} columns={['Lusaka', 'Copperbelt', 'Southern']} />
      </PocketConfigProvider>,
    );
    expect(container.querySelector('.rv-picker__columns')).toHaveStyle({ height: '264px' });
    expect(screen.getByText('Lusaka').closest('li')).toHaveStyle({ height: '44px' });
  });
});
