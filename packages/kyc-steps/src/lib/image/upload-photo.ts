import { uploadBase64 } from '../../api/upload-base64';
import type { UploadBase64 } from './use-photo-upload';

/** uploadBase64, answering the id the KYC calls take. */
export const uploadPhoto: UploadBase64 = async (dataUrl, onProgress) => (await uploadBase64(dataUrl, onProgress)).id;
