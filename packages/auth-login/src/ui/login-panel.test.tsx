import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@pocket/testing/make-store';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import type { LoginPanelProps } from './login-panel';
import { LoginPanel } from './login-panel';

function renderPanel(overrides: Partial<LoginPanelProps> = {}) {
  const props: LoginPanelProps = {
    visible: true,
    onBack: vi.fn(),
    onSendCode: vi.fn().mockResolvedValue(true),
    onLogin: vi.fn().mockResolvedValue(undefined),
    onGoogle: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  // The panel says its words in the app state's language (`useText`): a store, in English.
  const store = makeStore();
  const view = render(
    <PocketConfigProvider>
      <LoginPanel {...props} />
    </PocketConfigProvider>,
    { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> },
  );
  return { props, view };
}

const phone = () => screen.getByPlaceholderText('0XXXXXXXXX');
const code = () => screen.getByPlaceholderText('Verification code');
const obtain = () => screen.getByRole('button', { name: /^(Obtain|\d+s)$/ });
/** The toast now on screen with this text (an earlier toast with the same text may still be fading out). */
const toastText = (text: string) =>
  waitFor(() => {
    const live = screen
      .getAllByText(text, { selector: '.rv-toast__info, .rv-toast__text' })
      .filter((el) => !/exit/.test(el.closest('.rv-toast')?.className ?? 'exit'));
    expect(live).toHaveLength(1);
    return live[0]!;
  });
const tickConsent = () => userEvent.click(screen.getByText('I have read and agreed to the'));

describe('login panel: what it shows (docs/product.md#global-overlays)', () => {
  it('shows back arrow, logo, app name, slogan, phone, code, Log In, or, Continue with Google and consent', () => {
    renderPanel();
    const panel = screen.getByTestId('login-panel').closest('.rv-popup')!;
    expect(panel).toHaveClass('rv-popup--right');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pocket logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pocket' })).toBeInTheDocument();
    expect(screen.getByText('A Pocket Wallet For All Zambians')).toBeInTheDocument();
    expect(screen.getByText('+26')).toBeInTheDocument();
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    expect(obtain()).toHaveTextContent('Obtain');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const consent = screen.getByText('I have read and agreed to the').closest('.pocket-consent')!;
    expect(consent).toHaveTextContent(/^I have read and agreed to the .+ privacy agreement$/);
  });

  it('holds no block in a paragraph (the consent row held the checkbox\'s divs in a p: React logged an error)', () => {
    renderPanel();
    expect(document.querySelectorAll('p div, p p, p ul, p section')).toHaveLength(0);
  });

  it('links the privacy agreement to /agreement/privacy in a new tab', () => {
    renderPanel();
    const link = screen.getByRole('link', { name: /privacy agreement/ });
    expect(link).toHaveAttribute('href', '/agreement/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('ticks consent from the box itself as well as from the sentence', async () => {
    const { props } = renderPanel();
    await userEvent.click(document.querySelector('.pocket-consent .rv-checkbox') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(props.onGoogle).toHaveBeenCalledTimes(1);
  });

  it('closes through the back arrow', async () => {
    const { props } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalled();
  });
});

describe('login panel: validation messages (docs/product.md#validation-rules)', () => {
  it("an empty phone gives 'Please enter your phone number', also for Obtain", async () => {
    const { props } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await toastText('Please enter your phone number')).toBeInTheDocument();
    await userEvent.click(obtain());
    expect(await toastText('Please enter your phone number')).toBeInTheDocument();
    expect(props.onSendCode).not.toHaveBeenCalled();
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('a phone that is not 10 digits starting with 0 gives the 10-digit message', async () => {
    const { props } = renderPanel();
    await userEvent.type(phone(), '971234567');
    await userEvent.click(obtain());
    expect(await toastText('Please enter the correct 10-digit phone number（0XXXXXXXXX）')).toBeInTheDocument();
    expect(props.onSendCode).not.toHaveBeenCalled();
  });

  it("an empty code gives 'Please enter the verification code'", async () => {
    const { props } = renderPanel();
    await userEvent.type(phone(), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await toastText('Please enter the verification code')).toBeInTheDocument();
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('an unticked consent blocks Log In with the privacy message', async () => {
    const { props } = renderPanel();
    await userEvent.type(phone(), '0971234567');
    await userEvent.type(code(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await toastText('Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step'),
    ).toBeInTheDocument();
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('an unticked consent blocks Google sign-in too', async () => {
    const { props } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      await toastText('Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step'),
    ).toBeInTheDocument();
    expect(props.onGoogle).not.toHaveBeenCalled();
    await tickConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(props.onGoogle).toHaveBeenCalledTimes(1);
  });
});

describe('login panel: sending the code and logging in (docs/product.md#states-and-transitions)', { timeout: 15_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("sends the code under 'Sending...' and then counts down 60 s", async () => {
    let finishSend: (sent: boolean) => void = () => {};
    const onSendCode = vi.fn(() => new Promise<boolean>((resolve) => (finishSend = resolve)));
    renderPanel({ onSendCode });
    await userEvent.type(phone(), '0971234567');
    await userEvent.click(obtain());
    expect(onSendCode).toHaveBeenCalledWith('0971234567');
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    await act(async () => finishSend(true));
    await waitFor(() => expect(obtain()).toHaveTextContent('60s'));
    expect(obtain()).toBeDisabled();
  });

  it("logs in under 'Log In...' with the typed phone and code", async () => {
    let finishLogin: () => void = () => {};
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (finishLogin = resolve)));
    renderPanel({ onLogin });
    await userEvent.type(phone(), '0971234567');
    await userEvent.type(code(), '12345');
    await tickConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onLogin).toHaveBeenCalledWith({ mobile: '0971234567', captcha: '1234' });
    expect(await screen.findByText('Log In...')).toBeInTheDocument();
    await act(async () => finishLogin());
  });

  it('resets the countdown when the panel opens again', async () => {
    const { props, view } = renderPanel({ openCount: 1 });
    await userEvent.type(phone(), '0971234567');
    await userEvent.click(obtain());
    await waitFor(() => expect(obtain()).toHaveTextContent('60s'));
    view.rerender(
      <PocketConfigProvider>
        <LoginPanel {...props} openCount={2} />
      </PocketConfigProvider>,
    );
    expect(obtain()).toHaveTextContent('Obtain');
  });
});
