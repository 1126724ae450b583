import { createHash } from 'node:crypto';

/**
 * A web text's stable key: the first 10 hex digits of the SHA-256 of the text as `t` says it (the catalogues' key): its
 * English words, or for a text with a context (`context.ts`) the context, U+0004 and the English, so that two texts
 * with the same English have keys of their own. The desk's id of the text is `web.` + this key; a text whose English
 * words or context change gets a new key (a new text).
 */
export const webTextKey = (said: string): string => createHash('sha256').update(said, 'utf8').digest('hex').slice(0, 10);
