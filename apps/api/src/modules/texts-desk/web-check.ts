import type { TextCorrectPayload } from '@pocket/contracts/api/staff';
import { hasOtherBraces, webPlaceholders } from '@pocket/web-texts/placeholders';

import { badRequest } from '../../plugins/errors';
import { webEnglishOf } from './web';

const named = (names: string[]) => names.map((p) => `{${p}}`).join(', ') || 'none';

/** The refusals of a web text's correction (check.ts's TEXT_MESSAGES holds them too). */
export const WEB_TEXT_MESSAGES = {
  webEnglish: (id: string) =>
    `${id} is a text of the web app: its English words are its key in the app's code (packages/web-texts), changed with a deploy; correct its Bemba or Nyanja words here`,
  webPlaceholders: (english: string[], given: string[]) =>
    `payload.text must use the placeholders of the English text (${named(english)}), each as often as it does; it has ${named(given)}`,
  webBraces: 'payload.text may use only simple placeholders such as {amount}: the web app fills in no plural or select, and no other brace',
  blank: 'payload.text must have words',
};

/**
 * A correction of a web text (`web.<key>`), checked as the web app's texts test checks its catalogues: words, only
 * simple `{name}` placeholders (the app's `t` fills in no plural or select), the English text's, each as often. No
 * English correction: the English words are the text's key in the app's code. Throws the refusal naming the problem.
 */
export function checkWebCorrection(p: TextCorrectPayload): void {
  if (p.language === 'en') throw badRequest(WEB_TEXT_MESSAGES.webEnglish(p.id));
  if (p.text.trim() === '') throw badRequest(WEB_TEXT_MESSAGES.blank);
  if (hasOtherBraces(p.text)) throw badRequest(WEB_TEXT_MESSAGES.webBraces);
  const english = webPlaceholders(webEnglishOf(p.id)!);
  const given = webPlaceholders(p.text);
  if (given.join() !== english.join()) throw badRequest(WEB_TEXT_MESSAGES.webPlaceholders(english, given));
}
