/** Ngwee as staff read Kwacha: `K1,050.50`. */
export function kwacha(ngwee: number): string {
  const sign = ngwee < 0 ? '-' : '';
  const abs = Math.abs(ngwee);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}K${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1400 -> `14%`, 150 -> `1.5%`. */
export const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** A percentage typed by a person (`14`, `1.5`) to basis points; null when not a number with at most 2 decimals. */
export function toBp(text: string): number | null {
  const clean = text.replace(/[%\s]/g, '');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** The Lusaka calendar date of an instant (UTC+2 all year), YYYY-MM-DD. */
export const lusakaDay = (iso: string) => new Date(Date.parse(iso) + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
