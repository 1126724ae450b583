/**
 * How long an SMS text may be (issue 48): one 160-character GSM-7 SMS unless its catalogue entry allows more segments
 * (`Entry.smsSegments`). A concatenated SMS carries 153 GSM-7 characters per segment (7 septets go to the header);
 * one non-GSM-7 character would make it UCS-2 (70, or 67 per segment), which no catalogue text may have.
 */
export const GSM7_SINGLE = 160;
export const GSM7_PER_SEGMENT = 153;

/** GSM-7 characters an SMS of `segments` segments holds: 160, 306, 459. */
export const gsm7Max = (segments: number): number => (segments <= 1 ? GSM7_SINGLE : GSM7_PER_SEGMENT * segments);

const COUNT = ['', 'one', 'two', 'three'];

/** The limit in words, as the desk shows it and a refused correction names it. */
export function smsLimitWords(segments: number): string {
  if (segments <= 1) return 'one 160-character GSM-7 SMS';
  return `${COUNT[segments] ?? segments} 153-character GSM-7 SMS segments (${gsm7Max(segments)} characters)`;
}
