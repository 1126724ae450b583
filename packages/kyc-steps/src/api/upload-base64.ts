import { requestOf } from '@pocket/api-client/call-request';
import { http } from '@pocket/api-client/client';
import { ApiError } from '@pocket/api-client/errors';
import type { UploadBase64Body, UploadData } from '@pocket/contracts/api/upload';
import { uploadBase64 as uploadBase64Call } from '@pocket/contracts/calls/kyc';
import type { Envelope } from '@pocket/contracts/envelope';

/**
 * POST /common/api/uploadBase64 through the one signed client (so the catalogue and the headers apply), but not
 * through RTK Query: a photo is sent once, is not cached, and the page shows upload progress.
 */
export async function uploadBase64(content: string, onProgress: (fraction: number) => void): Promise<UploadData> {
  const body: UploadBase64Body = { content };
  const response = await http.request<Envelope<UploadData>>({
    ...requestOf(uploadBase64Call, { body }),
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  const { code, msg, data } = response.data;
  if (code !== 200) throw new ApiError(code, msg, data, false);
  onProgress(1);
  return data;
}
