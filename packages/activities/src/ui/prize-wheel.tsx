// The wrapper ships no types; the app typechecks this file from its own tsconfig, so the declarations come along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/lucky-canvas-react.d.ts" />
import { LuckyWheel } from '@lucky-canvas/react';
import { useImperativeHandle, useMemo, useRef } from 'react';
import type { Ref } from 'react';

import { useText } from '@pocket/app-core/i18n';
import type { WheelPrize } from '@pocket/contracts/api/activities';
import { palette } from '@pocket/ui-kit/palette';

export interface PrizeWheelHandle {
  /** Starts turning (before the server has answered). */
  play(): void;
  /** Slows down and stops on the prize at this index (the one the server chose). */
  stop(index: number): void;
  /** Stops at once, back at the start (the spin was refused). */
  reset(): void;
}

export interface PrizeWheelProps {
  prizes: WheelPrize[];
  /** The centre button was tapped. */
  onStart: () => void;
  /** The wheel came to rest. */
  onEnd: () => void;
  ref?: Ref<PrizeWheelHandle>;
  size?: number;
}

/** The wheel's rings (sizes in the canvas's px). */
const wheelRings = [
  { padding: '12px', background: palette.activityOrange },
  { padding: '4px', background: palette.activityGoldLight },
];
const buttonFont = { top: '-10px', fontColor: palette.textOnColour, fontSize: '18px', fontWeight: '700' };

/** The prize wheel (@lucky-canvas/react's LuckyWheel): one slot per prize, in the server's order. */
export function PrizeWheel({ prizes, onStart, onEnd, ref, size = 300 }: PrizeWheelProps) {
  const wheel = useRef<LuckyWheel>(null);
  const t = useText();
  const spin = t('SPIN');
  useImperativeHandle(ref, () => ({
    play: () => wheel.current?.play(),
    stop: (index) => wheel.current?.stop(index),
    reset: () => wheel.current?.init(),
  }));
  const slots = useMemo(
    () => prizes.map((p) => ({ background: p.color, fonts: [{ text: p.label, top: '18%', fontColor: palette.activityInk, fontSize: '14px', fontWeight: '700', wordWrap: true, lengthLimit: '70%' }] })),
    [prizes],
  );
  const buttons = useMemo(
    () => [
      { radius: '40%', background: palette.activityPink },
      { radius: '34%', background: palette.activityOrange, pointer: true, fonts: [{ ...buttonFont, text: spin }] },
    ],
    [spin],
  );
  return (
    <div aria-label={t('Prize wheel')} role="img" style={{ display: 'flex', justifyContent: 'center' }}>
      <LuckyWheel
        ref={wheel}
        width={`${size}px`}
        height={`${size}px`}
        blocks={wheelRings}
        prizes={slots}
        buttons={buttons}
        defaultConfig={{ speed: 18, accelerationTime: 600, decelerationTime: 2200 }}
        onStart={onStart}
        onEnd={onEnd}
      />
    </div>
  );
}
