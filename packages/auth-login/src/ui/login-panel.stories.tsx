import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from 'react-vant';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { messages } from '@pocket/contracts/validators';

import { LoginPanel } from './login-panel';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta: Meta<typeof LoginPanel> = {
  title: 'auth-login/LoginPanel',
  component: LoginPanel,
  args: {
    visible: true,
    onBack: () => Toast.info('Back'),
    onSendCode: async () => {
      await wait(800);
      return true;
    },
    onLogin: () => wait(1200),
    onGoogle: async () => {
      Toast.info('Google sign-in would start here');
    },
  },
};
export default meta;

type Story = StoryObj<typeof LoginPanel>;

/** Try Log In empty, with a short phone, without a code, without consent: each message of docs/product.md#validation-rules. */
export const Default: Story = {};

/** The code send fails (the API client would toast the server's msg); 'Obtain' stays usable. */
export const SendCodeFails: Story = { args: { onSendCode: async () => (await wait(800), false) } };

/** Login refused: the panel stays open after 'Log In...'. */
export const LoginRefused: Story = {
  args: {
    onLogin: async () => {
      await wait(800);
      Toast.info('The verification code is wrong or has expired');
      throw new Error('refused');
    },
  },
};

// The panel renders in a popup attached to document.body, outside the story's canvas.
const page = () => within(document.body);

/** A code was sent: the button counts down from 60 s and is disabled. */
export const CountingDown: Story = {
  play: async () => {
    await userEvent.type(await page().findByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await userEvent.click(page().getByRole('button', { name: 'Obtain' }));
    await expect(await page().findByRole('button', { name: /^\d+s$/ }, { timeout: 3_000 })).toBeDisabled();
  },
};

/** Log In with nothing typed: 'Please enter your phone number'. */
export const PhoneMissing: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Log In' }));
    const shown = await page().findByText(messages.PHONE_EMPTY);
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Phone and code typed, consent not ticked: the privacy agreement message. */
export const ConsentMissing: Story = {
  play: async () => {
    await userEvent.type(await page().findByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await userEvent.type(page().getByPlaceholderText('Verification code'), '1234');
    await userEvent.click(page().getByRole('button', { name: 'Log In' }));
    const shown = await page().findByText(messages.CONSENT_REQUIRED);
    await waitFor(() => expect(shown).toBeVisible());
  },
};
