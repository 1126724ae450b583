import ts from 'typescript';

import { inContext } from '@pocket/web-texts/context';

/** JSX attributes that never hold words a borrower reads. */
const NOT_TEXT = new Set([
  'className', 'style', 'type', 'size', 'role', 'data-testid', 'testId', 'id', 'href', 'target', 'rel', 'name', 'direction',
  'shape', 'labelledBy', 'key', 'lang', 'inputMode', 'autoComplete', 'arrowDirection', 'image', 'phase', 'position', 'itemHeight',
  'visibleItemCount', 'active', 'maxLength', 'aria-hidden', 'aria-modal', 'focusable',
  // Another element's id, a file input's accepted types and camera, a native button's type.
  'aria-labelledby', 'aria-describedby', 'htmlFor', 'accept', 'capture', 'nativeType', 'src',
  // A value's identifier passed to a component (a consent's kind).
  'kind',
  // A KYC page's step in the progress (its words are the step header's).
  'progress',
  // A select's choices (KYC's SelectField says each label through t), its arrow icon, a popup's kind, the current step.
  'options', 'rightIcon', 'aria-haspopup', 'aria-current',
  // An SVG's drawing (ui-kit's back arrow).
  'viewBox', 'width', 'height', 'd', 'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin',
]);
/** Identifiers shown as they are in every language: the product's name and version, the language switch (its title in all three, each language named in its own words). */
const SAME_IN_EVERY_LANGUAGE = new Set(['APP_NAME', 'APP_VERSION_CODE', 'LANGUAGE_TITLE', 'LANGUAGES']);
/** Calls that show their first argument to the borrower. */
const SHOWS_TEXT = new Set(['showMessageToast', 'withProgressToast', 'showProgressToast']);
/** A toaster's methods (`clientToaster().show(...)`, `toaster.fail(...)`: the api client's toasts) show theirs too. */
const TOASTER_SHOWS = new Set(['show', 'fail']);
/** JSX attributes that are a list's empty state: PageState's `empty`, and the `description` of Empty and EmptyFrame. */
const isEmptyState = (attribute: ts.JsxAttribute) => {
  const name = attribute.name.getText();
  const element = attribute.parent.parent;
  return name === 'empty' || (name === 'description' && /^Empty/.test(element.tagName.getText()));
};

/** Where a text shows: in JSX, as a toast, or as a list's empty state (a JSX attribute too). */
export type Shown = 'jsx' | 'toast' | 'empty';

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken,
]);
/** A field's format shown as a placeholder ('0XXXXXXXXX', 'NNNNNN/NN/N') is the same in every language: no words. */
const isMask = (text: string) => /^[0-9NX/ -]+$/.test(text.trim());
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !isMask(text);
const isTextConstant = (name: string) => /^[A-Z][A-Z0-9_]+$/.test(name) && !SAME_IN_EVERY_LANGUAGE.has(name);
const isCallOf = (name: string) => (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
const isSay = isCallOf('t');
/** `inContext(context, english)`: an English text in a context (@pocket/web-texts' context.ts), said through `t`. */
const isInContext = isCallOf('inContext');

function showsToast(call: ts.CallExpression, at: ts.Node): boolean {
  if (call.arguments[0] !== at) return false;
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return SHOWS_TEXT.has(callee.text);
  return ts.isPropertyAccessExpression(callee) && TOASTER_SHOWS.has(callee.name.text) && /toaster/i.test(callee.expression.getText());
}

/** Where a node shows text to the borrower: inside JSX (not a non-text attribute), as a toast's message, as an empty state. */
function shownAt(node: ts.Node): Shown | null {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (isSay(parent)) return null;
    // A comparison, an object key or an index reads a string, it does not show it.
    if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return null;
    if (ts.isElementAccessExpression(parent) && at === parent.argumentExpression) return null;
    if (ts.isPropertyAssignment(parent) && at === parent.name) return null;
    if (ts.isCallExpression(parent)) {
      // A text made by a call (`FOLLOW_TEXT.failed(reason)`) shows where the call's result does, and so does the
      // English of a text in a context (`inContext(context, english)`) outside `t`.
      if (parent.expression === at || (isInContext(parent) && parent.arguments[1] === at)) continue;
      return showsToast(parent, at) ? 'toast' : null;
    }
    if (ts.isJsxAttribute(parent)) return NOT_TEXT.has(parent.name.getText()) ? null : isEmptyState(parent) ? 'empty' : 'jsx';
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxFragment(parent)) return 'jsx';
    if (ts.isFunctionLike(parent) || ts.isVariableDeclaration(parent)) return null;
  }
  return null;
}

/**
 * The borrower-facing words a component says without `t` (`useText`, docs/languages.md): JSX text, string literals and
 * templates with words in JSX or passed to a toast (a toaster's `show` and `fail` included), and text constants
 * (UPPER_CASE) shown as they are. Each finding is `line: text`. `only`: just the texts shown so (the scan of every
 * borrower file for toasts and empty states; JSX text is always 'jsx').
 */
export function hardCodedTexts(source: string, fileName = 'component.tsx', only?: readonly Shown[]): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const shown = (node: ts.Node) => {
    const where = shownAt(node);
    return where !== null && (!only || only.includes(where));
  };
  const report = (node: ts.Node, text: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && (!only || only.includes('jsx'))) report(node, node.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text) && shown(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node) && hasWords([node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => p.text).join('')) && shown(node)) report(node, node.getText());
    else if (ts.isIdentifier(node) && isTextConstant(node.text) && !ts.isPropertyAccessExpression(node.parent) && shown(node)) report(node, node.text);
    // A list constant's `.map(...)` makes elements, not a text.
    else if (ts.isPropertyAccessExpression(node) && isTextConstant(node.expression.getText()) && node.name.text !== 'map' && shown(node)) report(node, node.getText());
    if (!isSay(node)) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * The first argument of every `t(...)` call: a string literal's text, both texts of a conditional, a text in a context
 * (`inContext('USSD PIN button', 'Set')`: its context, U+0004 and its English, as the catalogues key it), or the expression.
 */
export function saidTexts(source: string, fileName = 'component.tsx'): { texts: string[]; expressions: string[] } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const expressions: string[] = [];
  const take = (node: ts.Expression, context?: string) => {
    if (isText(node)) texts.push(context === undefined ? node.text : inContext(context, node.text));
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach((n) => take(n, context));
    else if (ts.isParenthesizedExpression(node)) take(node.expression, context);
    else if (context === undefined && isInContext(node) && node.arguments.length === 2 && isText(node.arguments[0]!)) take(node.arguments[1]!, (node.arguments[0] as ts.StringLiteral).text);
    else expressions.push(node.getText());
  };
  const visit = (node: ts.Node) => {
    if (isSay(node) && node.arguments[0]) take(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { texts, expressions };
}
