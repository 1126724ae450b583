import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { quickRepayInfoAnswer } from '@pocket/contracts/api/quick-repay';
import { quickRepayInfo } from '@pocket/contracts/calls/quick-repay';

export type QuickRepayInfo = Inside<typeof quickRepayInfoAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quickRepayInfo: build.mutation<QuickRepayInfo, { mobile: string; captcha: string }>({
      query: (body) => requestOf(quickRepayInfo, { body }),
    }),
  }),
});

export const { useQuickRepayInfoMutation } = api;
