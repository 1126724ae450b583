import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { PocketPopup } from '@pocket/ui-kit/popup';

import { secondaryColour, textColour } from './popup-styles';
import { ADD_TO_DESKTOP_MESSAGE, ADD_TO_DESKTOP_TITLE, INSTALL_BUTTON } from './texts';

export interface AddToDesktopPopupProps {
  visible: boolean;
  /** True while the browser's install dialog is up: the button cannot be tapped twice. */
  installing?: boolean;
  onInstall: () => void;
  onClose: () => void;
}

/** The 'Add To Desktop' popup shown when the browser offers its own install dialog. */
export function AddToDesktopPopup({ visible, installing = false, onInstall, onClose }: AddToDesktopPopupProps) {
  const t = useText();
  return (
    <PocketPopup visible={visible} round closeable closeName={t('Close')} onClose={onClose} className="pocket-install" aria-labelledby="pwa-install-title">
      <div>
        <img src="/icons/pocket-192.png" alt="" className="pocket-install-icon" />
        <h2 id="pwa-install-title" className="pocket-install-title" style={textColour}>
          {t(ADD_TO_DESKTOP_TITLE)}
        </h2>
        <p className="pocket-install-message" style={secondaryColour}>{t(ADD_TO_DESKTOP_MESSAGE)}</p>
        <Button type="primary" round block loading={installing} disabled={installing} onClick={onInstall}>
          {t(INSTALL_BUTTON)}
        </Button>
      </div>
    </PocketPopup>
  );
}
