import type { Say } from '@pocket/app-core/i18n';

import { UPLOAD_TEXT } from '../lib/image/use-photo-upload';
import type { PhotoUploadState } from '../lib/image/use-photo-upload';

/** A failed photo's words: the server's `msg` as it sends it, else the phone's own reason in the borrower's language. */
export function uploadFailure(state: Extract<PhotoUploadState, { status: 'failed' }>, t: Say): string {
  return state.problem === 'server' ? state.msg : t(UPLOAD_TEXT[state.problem]);
}
