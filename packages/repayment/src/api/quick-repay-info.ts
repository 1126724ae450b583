import { baseApi } from '@pocket/api-client/base-api';
import type { quickRepayInfoAnswer } from '@pocket/contracts/api/quick-repay';

export type QuickRepayInfo = ReturnType<typeof quickRepayInfoAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quickRepayInfo: build.mutation<QuickRepayInfo, { mobile: string; captcha: string }>({
      query: (body) => ({ url: '/api/h5/quickRepay/info', data: body }),
    }),
  }),
});

export const { useQuickRepayInfoMutation } = api;
