import { isValidElement } from 'react';
import type { ReactNode } from 'react';
// The one place react-vant's Empty is used: its preset images are replaced here.
// eslint-disable-next-line no-restricted-imports
import { Empty as VantEmpty } from 'react-vant';
import type { EmptyProps as VantEmptyProps } from 'react-vant';

import { EmptyIllustration, ErrorIllustration, NetworkIllustration, SearchIllustration } from './illustrations';

export type EmptyImage = 'default' | 'error' | 'network' | 'search';

const ILLUSTRATIONS: Record<EmptyImage, () => ReactNode> = {
  default: () => <EmptyIllustration />,
  error: () => <ErrorIllustration />,
  network: () => <NetworkIllustration />,
  search: () => <SearchIllustration />,
};

export type EmptyProps = Omit<VantEmptyProps, 'image'> & { image?: EmptyImage | ReactNode };

const isPreset = (image: unknown): image is EmptyImage => typeof image === 'string' && image in ILLUSTRATIONS;

/**
 * react-vant's Empty with Pocket's own illustrations: the same props, but the preset images ('default', 'error',
 * 'network', 'search') are drawn here instead of loaded from react-vant's CDN, so empty and error states work offline.
 */
export function Empty({ image = 'default', ...props }: EmptyProps) {
  const picture = isPreset(image) ? ILLUSTRATIONS[image]() : isValidElement(image) ? image : ILLUSTRATIONS.default();
  return <VantEmpty {...props} image={picture} />;
}
