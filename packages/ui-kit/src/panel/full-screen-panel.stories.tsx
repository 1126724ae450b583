import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';

import { FullScreenPanel } from './full-screen-panel';

function Demo({ title }: { title: string }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <Button onClick={() => setVisible(true)}>Open panel</Button>
      <FullScreenPanel visible={visible} title={title} onBack={() => setVisible(false)}>
        <p style={{ padding: 16 }}>Slides in from the right; the back arrow closes it.</p>
      </FullScreenPanel>
    </>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/FullScreenPanel', component: Demo };
export default meta;

export const Open: StoryObj<typeof Demo> = { args: { title: '' } };
