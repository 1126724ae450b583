import type { Call } from '../call';

export const dataExportHtml = { method: 'GET', path: '/api/data-export/file.html', auth: 'none', idempotent: false } as const satisfies Call;
