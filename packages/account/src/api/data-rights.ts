import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { CorrectionBody, CorrectionView, DataExportView } from '@pocket/contracts/api/data-rights';
import { askCorrection, askDataExport, corrections, dataExport, dataExportSendCode } from '@pocket/contracts/calls/account';

/** The borrower's data rights (docs/data-rights.md): the export's state, its SMS code and request; correction requests. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myDataExport: build.query<DataExportView, void>({
      query: () => requestOf(dataExport),
    }),
    sendDataExportCode: build.mutation<{ nextSendInSeconds: number; expiresInSeconds: number }, void>({
      query: () => requestOf(dataExportSendCode),
    }),
    requestDataExport: build.mutation<DataExportView, { code: string }>({
      query: (body) => requestOf(askDataExport, { body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const asked = await queryFulfilled.catch(() => null); // a refusal is the caller's to tell
        if (asked) dispatch(api.util.upsertQueryData('myDataExport', undefined, asked.data));
      },
    }),
    myCorrections: build.query<{ items: CorrectionView[] }, void>({
      query: () => requestOf(corrections),
    }),
    fileCorrection: build.mutation<CorrectionView, { body: CorrectionBody; key: string }>({
      query: ({ body, key }) => requestOf(askCorrection, { body, idempotencyKey: key }),
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
