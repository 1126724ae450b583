import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-vant';
import { expect, waitFor, within } from 'storybook/test';

import { PROGRESS_TEXT, withProgressToast } from './progress-toast';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Demo() {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }}>
      {Object.values(PROGRESS_TEXT).map((text) => (
        <Button key={text} block onClick={() => void withProgressToast(text, () => wait(1500))}>
          {text}
        </Button>
      ))}
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/ProgressToast', component: Demo };
export default meta;

/** Each wait shows its loading toast until the work ends. */
export const ProgressToasts: StoryObj<typeof Demo> = {
  play: async ({ canvas, userEvent }) => {
    const text = Object.values(PROGRESS_TEXT)[0]!;
    await userEvent.click(canvas.getByRole('button', { name: text }));
    const toast = await within(document.body).findByText(text, { selector: '.rv-toast__info' });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 5_000 });
  },
};
