import { inContext } from './context';
import data from './web-texts.json';

/**
 * One English text the web app says (the key of the catalogues), its context when it has one (`context.ts`: two texts
 * with the same English told apart), its stable key (`key.ts`) and the files that say it.
 */
export interface WebText {
  key: string;
  english: string;
  context?: string;
  usedIn: string[];
}

/**
 * Every English text the borrower web app says through `t` (issue 48), generated from the borrower texts scan
 * (apps/web/src/i18n/borrower-screens.ts) into `web-texts.json`; a test there fails when it is out of date and names
 * the command that writes it again (`REGENERATE`).
 */
export const WEB_TEXTS: readonly WebText[] = data.texts;
export const REGENERATE = data.generatedBy;

/** A web text as `t` says it and its catalogues key it: its English, after its context when it has one. */
export const saidOf = (text: Pick<WebText, 'english' | 'context'>): string => (text.context === undefined ? text.english : inContext(text.context, text.english));
