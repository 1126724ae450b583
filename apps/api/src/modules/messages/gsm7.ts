// The GSM 03.38 default alphabet (7-bit) and its extension table (each extension character costs two septets).
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** One SMS segment holds 160 septets of GSM-7 (a text with any other character is sent as UCS-2: 70). */
export const GSM7_SEGMENT = 160;

/** Septets a text takes in GSM-7, or null when it has a character outside the alphabet (it would go as UCS-2). */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (basic.has(ch)) n += 1;
    else if (extension.has(ch)) n += 2;
    else return null;
  }
  return n;
}

/** True when the text goes as one GSM-7 segment. */
export function fitsOneSegment(text: string): boolean {
  const n = gsm7Length(text);
  return n !== null && n <= GSM7_SEGMENT;
}
