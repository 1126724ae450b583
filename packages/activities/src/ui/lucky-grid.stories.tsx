import { LuckyGrid } from '@lucky-canvas/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor } from 'storybook/test';

import { palette } from '@pocket/ui-kit/palette';

const labels = ['K5 off', 'K10 off', 'Thanks', 'K25 off', '20% off', 'Thanks', 'K50 off', 'K5 off'];
const cells = [
  [0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [1, 2], [0, 2], [0, 1],
].map(([x, y], i) => ({ x, y, background: palette.activitySurface, borderRadius: 8, fonts: [{ text: labels[i]!, top: '35%', fontColor: palette.activityInk, fontSize: '14px' }] }));

/** A 3x3 prize grid (LuckyGrid), ready for a future activity: tap the centre to run it; it stops on a random cell. */
function PrizeGridDemo() {
  const grid = useRef<LuckyGrid>(null);
  return (
    <LuckyGrid
      ref={grid}
      width="300px"
      height="300px"
      rows={3}
      cols={3}
      blocks={[{ padding: '10px', background: palette.activityOrange, borderRadius: 16 }]}
      prizes={cells}
      buttons={[{ x: 1, y: 1, background: palette.activityPink, fonts: [{ text: 'GO', top: '35%', fontColor: palette.textOnColour, fontSize: '20px' }] }]}
      activeStyle={{ background: palette.activityGoldMid }}
      onStart={() => {
        grid.current?.play();
        setTimeout(() => grid.current?.stop(Math.floor(Math.random() * cells.length)), 1500);
      }}
    />
  );
}

const meta: Meta<typeof PrizeGridDemo> = { title: 'activities/LuckyGrid', component: PrizeGridDemo };
export default meta;
export const Grid: StoryObj<typeof PrizeGridDemo> = {
  /** The grid draws itself on a canvas of the size asked for. */
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).toBeVisible());
  },
};
