import { createHash } from 'node:crypto';

/**
 * A web text's stable key: the first 10 hex digits of the SHA-256 of its English words (the catalogues' key). The
 * desk's id of the text is `web.` + this key; a text whose English words change gets a new key (a new text).
 */
export const webTextKey = (english: string): string => createHash('sha256').update(english, 'utf8').digest('hex').slice(0, 10);
