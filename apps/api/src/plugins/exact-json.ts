// JSON bodies with number literals kept exact: a literal a double cannot hold (100.0000000000000001, 12345678901234567890)
// arrives as its source text, so schemas that need the exact value (money: at most 2 decimals; ids) refuse it
// instead of reading a rounded number. Every other literal parses as JSON.parse would.

const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** The decimal value of a number literal as digits and a point position: "1.50e1" -> "15", "-0.010" -> "-0.01". */
export function canonicalDecimal(literal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return literal;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const lead = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(lead);
  point -= lead;
  digits = digits.replace(/0+$/, '');
  if (digits === '') return '0';
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** True when the double read from the literal has exactly the literal's decimal value as its shortest text. */
export function isExactNumber(literal: string): boolean {
  const value = Number(literal);
  if (!Number.isFinite(value)) return false;
  return canonicalDecimal(literal) === canonicalDecimal(String(Math.abs(value) === 0 ? 0 : value));
}

/** JSON.parse, except that inexact number literals become strings holding their text. */
export function parseExactJson(text: string): unknown {
  let changed = false;
  const rewritten = text.replace(TOKEN, (token) => {
    if (token.startsWith('"') || isExactNumber(token)) return token;
    changed = true;
    return `"${token}"`;
  });
  return JSON.parse(changed ? rewritten : text);
}
