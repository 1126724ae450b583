import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-vant';

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

export const ProgressToasts: StoryObj<typeof Demo> = {};
