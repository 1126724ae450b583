import { isValidElement } from 'react';
import type { ReactNode } from 'react';

import type { Say } from '@pocket/app-core/i18n';
import { useKitText } from '@pocket/app-core/kit-text';

import { EmptyFrame, type EmptyFrameProps } from './empty-frame';
import { EmptyIllustration, ErrorIllustration, NetworkIllustration, SearchIllustration } from './illustrations';

export type EmptyImage = 'default' | 'error' | 'network' | 'search';

// Each picture named in the borrower's language (ui-kit's words; the pictures themselves have no hook: two of them are
// on /home's first load, where the caller names them with its own `t`).
const ILLUSTRATIONS: Record<EmptyImage, (t: Say) => ReactNode> = {
  default: (t) => <EmptyIllustration name={t('Nothing here')} />,
  error: (t) => <ErrorIllustration name={t('Something went wrong')} />,
  network: (t) => <NetworkIllustration name={t('No connection')} />,
  search: (t) => <SearchIllustration name={t('Nothing found')} />,
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
  const t = useKitText();
  const picture = isPreset(image) ? ILLUSTRATIONS[image](t) : isValidElement(image) ? image : ILLUSTRATIONS.default(t);
  return <EmptyFrame {...rest} picture={picture} />;
}
