/** `+260961234210` or `0961234210` -> `096****210`. */
export function maskPhone(mobile: string): string {
  const local = mobile.startsWith('+260') ? `0${mobile.slice(4)}` : mobile;
  return local.length < 7 ? '*'.repeat(local.length) : `${local.slice(0, 3)}${'*'.repeat(local.length - 6)}${local.slice(-3)}`;
}

/** `Mwila Banda` -> `M**** B****`. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] + '*'.repeat(Math.max(word.length - 1, 1)))
    .join(' ');
}

/** An NRC `123456/78/9` keeps only its slashes and its last digit. */
export function maskNrc(nrc: string): string {
  return nrc.replace(/\d(?=.*\d)/g, '*');
}

/** The local form `0961234210` of what a person typed (`+260 96 123 4210`, `260961234210`, `961234210`), or null. */
export function phoneQuery(q: string): string | null {
  const digits = q.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^260\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+260${digits.slice(1)}`;
  if (/^[1-9]\d{8}$/.test(digits)) return `+260${digits}`;
  return null;
}
