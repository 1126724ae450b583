import { baseApi } from '@pocket/api-client/base-api';
import type { MessageSettingsBody, MessageSettingsView } from '@pocket/contracts/api/messages';

/** GET/POST /api/messages/settings (token): marketing messages on or off (contracts messageSettingsAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessageSettings: build.query<MessageSettingsView, void>({
      query: () => ({ url: '/messages/settings', method: 'GET', needsToken: true }),
    }),
    setMessageSettings: build.mutation<MessageSettingsView, MessageSettingsBody>({
      query: (body) => ({ url: '/messages/settings', method: 'POST', data: body, needsToken: true }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(api.util.upsertQueryData('getMessageSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetMessageSettingsQuery, useSetMessageSettingsMutation } = api;
