import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { apiRequest } from '@pocket/api-client/client';
import { userInfoLoaded } from '@pocket/app-core/app-state';
import type { AppDispatch } from '@pocket/app-core/hooks';
import type { UserInfo } from '@pocket/contracts/api/user';
import { getUserInfo } from '@pocket/contracts/calls/user';

/** Reloads userInfo into the app state (VIP pay success, docs/product.md#states-and-transitions) and whatever else shows the membership. */
export function refreshUserInfo() {
  return async (dispatch: AppDispatch) => {
    dispatch(baseApi.util.invalidateTags(['User', 'Loans']));
    try {
      const answer = await apiRequest<UserInfo>(requestOf(getUserInfo));
      if (answer.code === 200 && answer.data) dispatch(userInfoLoaded(answer.data));
    } catch {
      // The client already told the user; the next page load reads userInfo again.
    }
  };
}
