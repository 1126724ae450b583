/** Whether a speaker on the lender's staff checked a text ('draft' until then; docs/languages.md). */
export type Review = 'draft' | 'reviewed';

/**
 * A language's catalogue of the web app: the English text (the key, word for word as the component says it, with
 * `{name}` placeholders; after its context and U+0004 when it has one, `context.ts`) to the language's text with the
 * same placeholders. Plain strings, so that a loaded catalogue is the words `useText` reads as it is; the review state
 * of each text is kept beside it (`review.ts`).
 */
export type Catalogue = Record<string, string>;
