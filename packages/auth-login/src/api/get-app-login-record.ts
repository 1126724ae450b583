import { baseApi } from '@pocket/api-client/base-api';

/**
 * The answer the spec leaves "not shown". Declared here until contracts has it: data is the login record flag the
 * app state keeps as appLoginRecord (a boolean), or an object carrying it under that name.
 */
export type AppLoginRecordData = boolean | { appLoginRecord?: boolean } | null;

/** Reads the flag out of either shape; undefined when the server said nothing usable. */
export function appLoginRecordOf(data: AppLoginRecordData): boolean | undefined {
  if (typeof data === 'boolean') return data;
  return typeof data?.appLoginRecord === 'boolean' ? data.appLoginRecord : undefined;
}

/** GET /api/index/api/getAppLoginRecord (token), loaded right after login (spec section 4). */
export const getAppLoginRecordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppLoginRecord: build.query<AppLoginRecordData, void>({
      query: () => ({ url: '/index/api/getAppLoginRecord', method: 'GET', needsToken: true }),
    }),
  }),
});
