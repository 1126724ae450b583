/** WCAG 2.1 contrast of two opaque sRGB colours given as #rgb or #rrggbb: 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG's relative luminance of an opaque sRGB colour. */
export function relativeLuminance(colour: string): number {
  const channels = channelsOf(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

function channelsOf(colour: string): number[] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!match) throw new Error(`Not an opaque #rgb or #rrggbb colour: '${colour}'`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** WCAG AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and for the parts of controls. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
