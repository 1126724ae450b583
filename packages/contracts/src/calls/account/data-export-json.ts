import type { Call } from '../call';

/** The download links of a ready export: the link's key is the proof, no session (opened by the browser). */
export const dataExportJson = { method: 'GET', path: '/api/data-export/file.json', auth: 'none', idempotent: false } as const satisfies Call;
