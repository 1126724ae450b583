import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';

import { BottomSheet } from './bottom-sheet';

function Demo({ confirmLeave }: { confirmLeave: boolean }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <Button onClick={() => setVisible(true)}>Open sheet</Button>
      <BottomSheet visible={visible} title="Pay the bill" confirmLeave={confirmLeave} onLeave={() => setVisible(false)}>
        <p style={{ padding: 16, minHeight: 200 }}>Close the sheet to see the confirmation.</p>
      </BottomSheet>
    </>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/BottomSheet', component: Demo };
export default meta;

export const AsksBeforeLeaving: StoryObj<typeof Demo> = { args: { confirmLeave: true } };
export const LeavesAtOnce: StoryObj<typeof Demo> = { args: { confirmLeave: false } };
