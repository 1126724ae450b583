import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ComplaintBody, ComplaintView } from '@pocket/contracts/api/complaints';
import { complaints, fileComplaint } from '@pocket/contracts/calls/account';

/** GET/POST /api/complaints (token): the borrower's complaints and a new one (contracts complaintListAnswer, complaintAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myComplaints: build.query<{ items: ComplaintView[] }, void>({
      query: () => requestOf(complaints),
    }),
    fileComplaint: build.mutation<ComplaintView, { body: ComplaintBody; key: string }>({
      query: ({ body, key }) => requestOf(fileComplaint, { body, idempotencyKey: key }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const filed = await queryFulfilled.catch(() => null); // a refusal is the caller's to tell
        if (!filed) return;
        const { data } = filed;
        dispatch(api.util.updateQueryData('myComplaints', undefined, (draft) => {
          if (!draft.items.some((c) => c.reference === data.reference)) draft.items.unshift(data);
        }));
      },
    }),
  }),
});

export const { useMyComplaintsQuery, useFileComplaintMutation } = api;
