import { isValidElement } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
// react-vant's look (its `rv-empty` classes and their CSS, imported here), without its component: that one imports its
// own 'network' picture and points the other presets at img.yzcdn.cn, and we draw every preset.
import 'react-vant/es/empty/style/index.css';

import { EmptyIllustration, ErrorIllustration, NetworkIllustration, SearchIllustration } from './illustrations';

export type EmptyImage = 'default' | 'error' | 'network' | 'search';

const ILLUSTRATIONS: Record<EmptyImage, () => ReactNode> = {
  default: () => <EmptyIllustration />,
  error: () => <ErrorIllustration />,
  network: () => <NetworkIllustration />,
  search: () => <SearchIllustration />,
};

export type EmptyProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  image?: EmptyImage | ReactNode;
  /** The picture's width and height, a number in px or any CSS length (react-vant's imageSize). */
  imageSize?: number | string;
  description?: ReactNode;
  /** What goes under the description: a retry button, a link. */
  children?: ReactNode;
};

const isPreset = (image: unknown): image is EmptyImage => typeof image === 'string' && image in ILLUSTRATIONS;
const sizeStyle = (size: number | string | undefined): CSSProperties | undefined => {
  if (size === undefined) return undefined;
  const length = typeof size === 'number' ? `${size}px` : size;
  return { width: length, height: length };
};

/**
 * An empty or error state in react-vant's Empty layout (picture, description, bottom slot) with Pocket's own
 * pictures: the presets ('default', 'error', 'network', 'search') are inline SVGs, so empty and error states work
 * offline and nothing is loaded from another site.
 */
export function Empty({ image = 'default', imageSize, description, children, className, ...rest }: EmptyProps) {
  const picture = isPreset(image) ? ILLUSTRATIONS[image]() : isValidElement(image) ? image : ILLUSTRATIONS.default();
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
