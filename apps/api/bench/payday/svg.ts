/** A small SVG line chart of stacked panels sharing the time axis, written by hand (no package, nothing to download). */

export interface Series {
  name: string;
  colour: string;
  points: Array<[number, number]>;
  dashed?: boolean;
}

export interface Panel {
  title: string;
  unit: string;
  series: Series[];
}

const W = 900;
const PANEL_H = 190;
const LEFT = 64;
const RIGHT = 170;
const TOP = 28;
const GAP = 46;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

/** Panels stacked top to bottom; x in seconds, labelled in minutes. */
export function lineChart(title: string, panels: Panel[], xMaxS: number): string {
  const height = TOP + panels.length * (PANEL_H + GAP) + 10;
  const plotW = W - LEFT - RIGHT;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${height}" fill="#fff"/>`,
    `<text x="${LEFT}" y="18" font-size="14" font-weight="bold">${esc(title)}</text>`,
  ];
  const xMax = Math.max(1, xMaxS);
  const xTicks = Math.min(12, Math.max(2, Math.round(xMax / 60)));
  panels.forEach((panel, i) => {
    const y0 = TOP + i * (PANEL_H + GAP) + 16;
    const yMax = niceMax(Math.max(0, ...panel.series.flatMap((s) => s.points.map((p) => p[1]))) * 1.05);
    const sx = (x: number) => LEFT + (x / xMax) * plotW;
    const sy = (y: number) => y0 + PANEL_H - (Math.min(y, yMax) / yMax) * PANEL_H;
    out.push(`<text x="${LEFT}" y="${y0 - 6}" font-weight="bold">${esc(panel.title)}</text>`);
    out.push(`<rect x="${LEFT}" y="${y0}" width="${plotW}" height="${PANEL_H}" fill="none" stroke="#999"/>`);
    for (let k = 0; k <= 4; k += 1) {
      const v = (yMax * k) / 4;
      out.push(`<line x1="${LEFT}" x2="${LEFT + plotW}" y1="${sy(v)}" y2="${sy(v)}" stroke="#eee"/>`);
      out.push(`<text x="${LEFT - 6}" y="${sy(v) + 4}" text-anchor="end">${Number(v.toPrecision(3))}</text>`);
    }
    out.push(`<text x="12" y="${y0 + PANEL_H / 2}" transform="rotate(-90 12 ${y0 + PANEL_H / 2})" text-anchor="middle">${esc(panel.unit)}</text>`);
    for (let k = 0; k <= xTicks; k += 1) {
      const x = (xMax * k) / xTicks;
      out.push(`<text x="${sx(x)}" y="${y0 + PANEL_H + 14}" text-anchor="middle">${(x / 60).toFixed(x < 600 ? 1 : 0)} min</text>`);
    }
    panel.series.forEach((s, j) => {
      const d = s.points.filter((p) => Number.isFinite(p[1])).map((p, k) => `${k === 0 ? 'M' : 'L'}${sx(p[0]).toFixed(1)},${sy(p[1]).toFixed(1)}`).join('');
      if (d) out.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="1.6"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`);
      const ly = y0 + 12 + j * 16;
      out.push(`<line x1="${LEFT + plotW + 10}" x2="${LEFT + plotW + 28}" y1="${ly - 4}" y2="${ly - 4}" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`);
      out.push(`<text x="${LEFT + plotW + 32}" y="${ly}">${esc(s.name)}</text>`);
    });
  });
  out.push('</svg>');
  return out.join('\n');
}
