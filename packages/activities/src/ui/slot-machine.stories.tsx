import { SlotMachine } from '@lucky-canvas/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { Button } from 'react-vant';

import { palette } from '@pocket/ui-kit/palette';

const symbols = ['K5', 'K10', 'K25', 'K50', '%'].map((text) => ({ background: palette.activitySurface, fonts: [{ text, top: '30%', fontColor: palette.activityInk, fontSize: '22px' }] }));

/** A three-reel slot machine (SlotMachine), ready for a future activity: Play runs it and stops on three symbols. */
function SlotMachineDemo() {
  const machine = useRef<SlotMachine>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <SlotMachine
        ref={machine}
        width="300px"
        height="120px"
        blocks={[{ padding: '8px', background: palette.activityOrange, borderRadius: 12 }]}
        prizes={symbols}
        slots={[{ speed: 10 }, { speed: 12 }, { speed: 14 }]}
        defaultStyle={{ borderRadius: 8 }}
      />
      <Button
        type="primary"
        round
        onClick={() => {
          machine.current?.play();
          setTimeout(() => machine.current?.stop([1, 1, 1]), 1200);
        }}
      >
        Play
      </Button>
    </div>
  );
}

const meta: Meta<typeof SlotMachineDemo> = { title: 'activities/SlotMachine', component: SlotMachineDemo };
export default meta;
export const Reels: StoryObj<typeof SlotMachineDemo> = {};
