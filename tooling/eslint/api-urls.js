// Every call of the borrower's API has one route fact (decision 0040, `@pocket/contracts/calls/<area>`); the web's
// endpoints make their requests from it (`requestOf`), and the rest of contracts (the boot answers) its paths, so no
// other code writes an API URL of its own. The same for the staff API (decision 0052): each call's contract is in
// `@pocket/contracts/staff`, and the desk (apps/admin) makes its requests from it (`callOf`, `pathOf`).

/**
 * Code held to the rule: packages/<p>/src, apps/web/src and apps/admin/src, not the route facts themselves (contracts'
 * calls/ and staff/), the test support (@pocket/testing), tests or stories.
 */
export function isHeldToRouteFacts(filename) {
  const file = filename.replaceAll('\\', '/');
  if (!/\/packages\/[^/]+\/src\/|\/apps\/(web|admin)\/src\//.test(file)) return false;
  if (/\/packages\/contracts\/src\/(calls|staff)\/|\/packages\/testing\//.test(file)) return false;
  return !/\.(test|stories)\.[jt]sx?$|\/test\/|\/testing\//.test(file);
}

/** The text a string or template literal starts with (a template's text before its first `${}`), or null. */
function leadingText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked ?? node.quasis[0].value.raw;
  return null;
}

const keyName = (property) => (property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : null);

export const noHandWrittenApiUrl = {
  meta: {
    type: 'problem',
    docs: { description: "A web endpoint takes its call's method and path from the call's route fact, never from a URL of its own" },
    messages: {
      apiUrl:
        "'{{text}}' is an API URL written by hand. Make the request from the call's route fact: requestOf(call, ...) from " +
        "'@pocket/api-client/call-request', the fact from '@pocket/contracts/calls/<area>' (decision 0040); on the desk, " +
        "callOf(call, params) or pathOf(call, params) with the call from '@pocket/contracts/staff' (decision 0052).",
    },
    schema: [],
  },
  create(context) {
    if (!isHeldToRouteFacts(context.filename)) return {};
    const report = (node, text) => context.report({ node, messageId: 'apiUrl', data: { text } });
    const check = (node) => {
      const text = leadingText(node);
      // Any text that starts with the API's prefix, wherever it is written (a request, a constant, an address).
      if (text !== null && /^\/api(\/|$)/.test(text) && text !== '/api') report(node, text);
    };
    return {
      Literal: check,
      TemplateLiteral: check,
      // A request's url written as a path of its own (`{ url: '/my/getUserInfo' }`), with or without the prefix.
      Property(node) {
        if (keyName(node) !== 'url') return;
        const text = leadingText(node.value);
        if (text !== null && text.startsWith('/') && !/^\/api(\/|$)/.test(text)) report(node.value, text);
      },
    };
  },
};
