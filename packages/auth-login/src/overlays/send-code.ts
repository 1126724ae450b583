import type { AppDispatch } from '@pocket/app-core/hooks';

import { sendLoginSmsCodeApi } from '../api/send-login-sms-code';

/** True when the server sent the code; a refusal has already been toasted by the API client or is a pass-through. */
export async function sendLoginCode(dispatch: AppDispatch, mobile: string): Promise<boolean> {
  const result = await dispatch(sendLoginSmsCodeApi.endpoints.sendLoginSmsCode.initiate({ mobile }));
  return 'data' in result;
}
