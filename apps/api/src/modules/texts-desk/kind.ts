import { type TextCorrectPayload, textCorrectPayload } from '@pocket/contracts/api/staff';

import type { Texts } from '../../i18n';
import type { ApprovalKind } from '../approvals/plugin';
import { checkCorrection, type TextLimits } from './check';
import { overrideOf, saveOverride } from './repo';
import { isWebText, shippedWebText } from './web';

/**
 * text.correct (issue 48): marketing asks for a text's new words in a language (and its review state), an admin
 * approves; checked when asked and again when approved. The effect writes the correction; once committed, this
 * process says it from the next text on (other processes within a minute: the plugin reloads). A web text's (`web.`)
 * is written the same way and served to the app by `GET /api/texts/web` (docs/languages.md).
 */
export const textCorrectKind = (texts: Texts, limits: TextLimits, reload: () => Promise<void>, now: () => number): ApprovalKind<TextCorrectPayload> => ({
  kind: 'text.correct',
  payload: textCorrectPayload,
  requesters: ['marketing'],
  checkers: ['admin'],
  async validate(_tx, payload) {
    checkCorrection(texts, payload, limits);
  },
  async effect(tx, payload, { approvalId }) {
    checkCorrection(texts, payload, limits);
    const before = await overrideOf(tx, payload.id, payload.language);
    // A web text's words before are its catalogue's (check.ts refused English: the id is a Bemba or Nyanja text).
    const shipped = isWebText(payload.id) && payload.language !== 'en' ? shippedWebText(payload.id, payload.language) : texts.own(payload.id, payload.language);
    const was = before ? { text: before.text, review: before.review } : shipped;
    await saveOverride(tx, { textId: payload.id, language: payload.language, text: payload.text, review: payload.review, approvalId }, new Date(now()));
    return {
      entity: 'text',
      entityId: `${payload.id}:${payload.language}`,
      before: was ? { text: was.text, review: was.review } : null,
      after: { text: payload.text, review: payload.review },
      afterCommit: reload,
    };
  },
});
