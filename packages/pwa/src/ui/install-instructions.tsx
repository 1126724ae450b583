import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { PocketPopup } from '@pocket/ui-kit/popup';

import { secondaryColour, textColour } from './popup-styles';
import { ADD_TO_DESKTOP_TITLE, ANDROID_OTHER_STEPS, GOT_IT_BUTTON, IOS_STEPS } from './texts';

export interface InstallInstructionsProps {
  /** iOS Safari, or an Android browser other than Chrome: neither offers an install dialog to the page. */
  platform: 'ios' | 'android-other';
  visible: boolean;
  onClose: () => void;
}

export const INSTALL_INTRO = {
  ios: 'Add Pocket to your Home Screen in three taps:',
  'android-other': 'Your browser cannot install Pocket. Use Chrome instead:',
} as const;

/** Steps to install by hand where the browser has no install dialog, closed with 'Got it'. */
export function InstallInstructions({ platform, visible, onClose }: InstallInstructionsProps) {
  const steps = platform === 'ios' ? IOS_STEPS : ANDROID_OTHER_STEPS;
  const t = useText();
  return (
    <PocketPopup visible={visible} round onClose={onClose} className="pocket-install" aria-labelledby="pwa-instructions-title">
      <div>
        <h2 id="pwa-instructions-title" className="pocket-install-title" style={textColour}>
          {t(ADD_TO_DESKTOP_TITLE)}
        </h2>
        <p className="pocket-install-message" style={secondaryColour}>{t(INSTALL_INTRO[platform])}</p>
        <ol className="pocket-install-steps" style={textColour}>
          {steps.map((installStep) => (
            <li key={installStep}>{t(installStep)}</li>
          ))}
        </ol>
        <Button type="primary" round block onClick={onClose}>
          {t(GOT_IT_BUTTON)}
        </Button>
      </div>
    </PocketPopup>
  );
}
