// Markdown links and heading anchors, the way GitHub renders them (enough of it for the docs test).

/** GitHub's heading id: lower case, inline code and link syntax dropped, punctuation removed, spaces as hyphens. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown) {
  const lines = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ text, line: i + 1 });
  });
  return lines;
}

/** Every heading's anchor; a repeated heading gets -1, -2... as on GitHub. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text } of proseLines(markdown)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Inline links `[text](target)` outside code, with their line numbers. */
export function linksOf(markdown) {
  const links = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push({ target: m[1], line });
  }
  return links;
}
