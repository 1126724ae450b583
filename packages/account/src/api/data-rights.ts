import { baseApi } from '@pocket/api-client/base-api';
import type { CorrectionBody, CorrectionView, DataExportView } from '@pocket/contracts/api/data-rights';

/** The borrower's data rights (docs/data-rights.md): the export's state, its SMS code and request; correction requests. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myDataExport: build.query<DataExportView, void>({
      query: () => ({ url: '/data-export', method: 'GET', needsToken: true }),
    }),
    sendDataExportCode: build.mutation<{ nextSendInSeconds: number; expiresInSeconds: number }, void>({
      query: () => ({ url: '/data-export/sendCode', method: 'POST', needsToken: true }),
    }),
    requestDataExport: build.mutation<DataExportView, { code: string }>({
      query: (body) => ({ url: '/data-export', method: 'POST', data: body, needsToken: true }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const asked = await queryFulfilled.catch(() => null); // a refusal is the caller's to tell
        if (asked) dispatch(api.util.upsertQueryData('myDataExport', undefined, asked.data));
      },
    }),
    myCorrections: build.query<{ items: CorrectionView[] }, void>({
      query: () => ({ url: '/data-corrections', method: 'GET', needsToken: true }),
    }),
    fileCorrection: build.mutation<CorrectionView, { body: CorrectionBody; key: string }>({
      query: ({ body, key }) => ({ url: '/data-corrections', method: 'POST', data: body, needsToken: true, idempotencyKey: key }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const filed = await queryFulfilled.catch(() => null);
        if (!filed) return;
        const { data } = filed;
        dispatch(api.util.updateQueryData('myCorrections', undefined, (draft) => {
          if (!draft.items.some((c) => c.reference === data.reference)) draft.items.unshift(data);
        }));
      },
    }),
  }),
});

export const { useMyDataExportQuery, useSendDataExportCodeMutation, useRequestDataExportMutation, useMyCorrectionsQuery, useFileCorrectionMutation } = api;
