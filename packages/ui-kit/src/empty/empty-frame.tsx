import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
// react-vant's look (its `rv-empty` classes and their CSS, imported here), without its component: that one imports its
// own 'network' picture and points the other presets at img.yzcdn.cn, and we draw every preset.
import 'react-vant/es/empty/style/index.css';

import { EmptyIllustration } from './nothing-here';

export { EmptyIllustration };
export { ErrorIllustration } from './something-wrong';

export type EmptyFrameProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The picture drawn: ./nothing-here's by default. */
  picture?: ReactNode;
  /** The picture's width and height, a number in px or any CSS length (react-vant's imageSize). */
  imageSize?: number | string;
  description?: ReactNode;
  /** What goes under the description: a retry button, a link. */
  children?: ReactNode;
};

const sizeStyle = (size: number | string | undefined): CSSProperties | undefined => {
  if (size === undefined) return undefined;
  const length = typeof size === 'number' ? `${size}px` : size;
  return { width: length, height: length };
};

/**
 * react-vant's Empty layout (picture, description, bottom slot) around a picture given as it is drawn: ./empty's
 * Empty with its presets is made of it. Alone it brings only the default picture, for the not-found page, which is in
 * every first load (the router's) and shows no other (docs/performance.md).
 */
export function EmptyFrame({ picture = <EmptyIllustration />, imageSize, description, children, className, ...rest }: EmptyFrameProps) {
  return (
    <div {...rest} className={className ? `rv-empty ${className}` : 'rv-empty'}>
      <div className="rv-empty__image" style={sizeStyle(imageSize)}>
        {picture}
      </div>
      {description ? <div className="rv-empty__description">{description}</div> : null}
      {children ? <div className="rv-empty__bottom">{children}</div> : null}
    </div>
  );
}
