import type { Call } from '../call';

/** The artwork of banners and notices (an SVG, not an envelope), shown by address in <img>. */
export const media = { method: 'GET', path: '/api/v1/activity/media/:name', auth: 'none', idempotent: false } as const satisfies Call;
