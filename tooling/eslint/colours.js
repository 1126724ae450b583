// pocket/no-raw-colour (issue 33): a colour is written only in ui-kit's palette (packages/ui-kit/src/palette/), whose
// test measures every text-on-surface pair against WCAG AA. Anywhere else a hex, rgb()/rgba() or hsl()/hsla() colour
// in a string is refused: import it from '@pocket/ui-kit/palette' instead. Tests and fixtures (data, not styling)
// may hold colours.

/** A colour written in a string: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(...), rgba(...), hsl(...), hsla(...). */
export const RAW_COLOUR = /(^|[^\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?)\(/i;

/** Files that may write colours: the palette itself, tests and fixtures. */
export function mayWriteColours(filename) {
  const normalized = filename.replaceAll('\\', '/');
  return (
    normalized.includes('/packages/ui-kit/src/palette/') ||
    /\.test\.[cm]?[jt]sx?$/.test(normalized) ||
    normalized.includes('/fixtures/')
  );
}

const noRawColour = {
  meta: {
    type: 'problem',
    docs: { description: "Colours come from ui-kit's palette, whose contrast is tested" },
    messages: {
      rawColour:
        "Raw colour '{{colour}}': use a colour of '@pocket/ui-kit/palette' (its test checks WCAG AA contrast), or add one there.",
    },
    schema: [],
  },
  create(context) {
    if (mayWriteColours(context.filename)) return {};
    const check = (node, text) => {
      const match = RAW_COLOUR.exec(text);
      if (match) context.report({ node, messageId: 'rawColour', data: { colour: match[0].replace(/^[^#a-z]/i, '') } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const coloursPlugin = { rules: { 'no-raw-colour': noRawColour } };
