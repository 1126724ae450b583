import { useBuriedPointV2Mutation } from '@pocket/api-client/endpoints/buried-point-v2';
import { selectAppChannelCode } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';

import type { InstallOffer } from '../install/install-offer';
import { pageInstallPrompt } from '../install/install-session';
import { InstallOfferView } from '../ui/install-offer-view';

const OFFERS: readonly InstallOffer[] = ['prompt', 'ios', 'android-other'];

const promptOnce = async () => pageInstallPrompt()?.prompt() ?? 'unavailable';
const redirect = (url: string) => window.location.assign(url);

/** The global 'pwaInstall' overlay: opened by the start-up check with `{ offer }`. */
export default function PwaInstallOverlay() {
  const { params, close } = useOverlay('pwaInstall');
  const appChannelCode = useAppSelector(selectAppChannelCode);
  const [sendTracking] = useBuriedPointV2Mutation();
  const offer = OFFERS.find((candidate) => candidate === params?.offer) ?? 'prompt';
  return (
    <InstallOfferView
      offer={offer}
      appChannelCode={appChannelCode}
      prompt={promptOnce}
      track={(point) => sendTracking(point).unwrap()}
      redirect={redirect}
      onClose={close}
    />
  );
}
