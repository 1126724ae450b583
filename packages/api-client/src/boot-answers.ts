import { BOOT_ANSWERS_ELEMENT_ID, BOOT_ANSWERS_MAX_AGE_MS } from '@pocket/contracts/boot-answers';

/** Where the answers come from: the page's element, and the time since the page started (ms). */
export interface BootAnswerSource {
  text: () => string | null;
  now: () => number;
}

const pageSource: BootAnswerSource = {
  text: () => (typeof document === 'undefined' ? null : (document.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.textContent ?? null)),
  now: () => performance.now(),
};

let source = pageSource;
let answers: Map<string, unknown> | null = null;

function read(text: string | null): Map<string, unknown> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return new Map(Object.entries(parsed));
  } catch {
    // A page whose answers do not parse: every call asks the server, as without them.
  }
  return new Map();
}

/**
 * The answer the page came with for this unsigned GET (its URL as the server's route sees it, `/api/...?query`), or
 * undefined: each is taken once, and only while the page is young (`BOOT_ANSWERS_MAX_AGE_MS`); after that every call
 * asks the server. See `@pocket/contracts/boot-answers`.
 */
export function takeBootAnswer(url: string): unknown {
  if (source.now() > BOOT_ANSWERS_MAX_AGE_MS) {
    answers = new Map();
    return undefined;
  }
  answers ??= read(source.text());
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/** Forgets what was read, and reads from `next` from now on (tests: another page, another clock). */
export function resetBootAnswers(next: BootAnswerSource = pageSource): void {
  source = next;
  answers = null;
}
