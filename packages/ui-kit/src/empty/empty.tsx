import { isValidElement } from 'react';
import type { ReactNode } from 'react';

import { EmptyFrame, type EmptyFrameProps } from './empty-frame';
import { EmptyIllustration, ErrorIllustration, NetworkIllustration, SearchIllustration } from './illustrations';

export type EmptyImage = 'default' | 'error' | 'network' | 'search';

const ILLUSTRATIONS: Record<EmptyImage, () => ReactNode> = {
  default: () => <EmptyIllustration />,
  error: () => <ErrorIllustration />,
  network: () => <NetworkIllustration />,
  search: () => <SearchIllustration />,
};

export type EmptyProps = Omit<EmptyFrameProps, 'picture'> & {
  image?: EmptyImage | ReactNode;
};

const isPreset = (image: unknown): image is EmptyImage => typeof image === 'string' && image in ILLUSTRATIONS;

/**
 * An empty or error state in react-vant's Empty layout (picture, description, bottom slot) with Pocket's own
 * pictures: the presets ('default', 'error', 'network', 'search') are inline SVGs, so empty and error states work
 * offline and nothing is loaded from another site.
 */
export function Empty({ image = 'default', ...rest }: EmptyProps) {
  const picture = isPreset(image) ? ILLUSTRATIONS[image]() : isValidElement(image) ? image : ILLUSTRATIONS.default();
  return <EmptyFrame {...rest} picture={picture} />;
}
