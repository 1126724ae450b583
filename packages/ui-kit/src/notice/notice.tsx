import type { CSSProperties, ReactNode } from 'react';
// react-vant's NoticeBar classes are drawn here without its component; their CSS comes with this module.
import 'react-vant/es/notice-bar/style/index.css';

export type NoticeProps = {
  children: ReactNode;
  /** Text colour (react-vant's NoticeBar `color`). */
  color?: string;
  background?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A notice that stays put and wraps: a bill reminder, a failed payment. It is react-vant's NoticeBar as we use it
 * (`wrapable`, never scrolling), drawn with its classes (styles/react-vant-styles.ts loads their CSS) without its
 * component, whose marquee timers and icons were 1 KiB gz on /home's first load for a box of text.
 */
export function Notice({ children, color, background, className, style }: NoticeProps) {
  return (
    <div
      role="alert"
      className={className ? `rv-notice-bar rv-notice-bar--wrapable ${className}` : 'rv-notice-bar rv-notice-bar--wrapable'}
      style={{ color, background, ...style }}
    >
      <div className="rv-notice-bar__wrap">
        <div className="rv-notice-bar__content">{children}</div>
      </div>
    </div>
  );
}
