/**
 * A text a person reads is one catalogue message with values (ADR 019, issue 21): a sentence built
 * by concatenation cannot be translated, since another language orders its words otherwise, and
 * Kiswahili's noun classes change the words around a noun. This rule reports, in the console, a
 * template literal or a `+` whose literal text has letters where a text is shown: a JSX child, a
 * prop that shows text, a toast (notifySuccess, notifyError, notifications.show).
 *
 * Text without letters is not language (`${done}/${total}`, `${width}px`, `a + ', ' + b`), nor
 * are class names (className is not a text prop): both pass.
 */

/** The props whose value a person reads (those of formatjs/no-literal-string-in-jsx too). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
  'children',
  'hint',
  'subtitle',
  'tabTitle',
  'emptyText',
]);

/** The functions whose first argument is a toast's text. */
const TOAST_FUNCTIONS = new Set(['notifySuccess', 'notifyError']);

/** The fields of notifications.show({ ... }) that a person reads. */
const TOAST_FIELDS = new Set(['title', 'message']);

const LETTER = /\p{L}/u;

/** @param {import('estree').TemplateLiteral} node */
const templateHasWords = (node) =>
  node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? quasi.value.raw));

/** The operands of a chain of `+`: `a + 'b' + c` is a, 'b' and c. */
function operands(node) {
  return node.type === 'BinaryExpression' && node.operator === '+'
    ? [...operands(node.left), ...operands(node.right)]
    : [node];
}

/** Literal text with letters among a `+` chain's operands: a sentence built of pieces. */
function concatenatesWords(node) {
  return operands(node).some(
    (operand) =>
      (operand.type === 'Literal' && typeof operand.value === 'string' && LETTER.test(operand.value)) ||
      (operand.type === 'TemplateLiteral' && templateHasWords(operand)),
  );
}

/**
 * The expressions that build a shown text by concatenation, looking through what only picks one
 * text or another (`a ? x : y`, `a && x`, `x ?? y`) and through type assertions.
 */
function concatenations(node) {
  if (!node) return [];
  switch (node.type) {
    case 'TemplateLiteral':
      return templateHasWords(node) ? [node] : [];
    case 'BinaryExpression':
      return node.operator === '+' && concatenatesWords(node) ? [node] : [];
    case 'ConditionalExpression':
      return [...concatenations(node.consequent), ...concatenations(node.alternate)];
    case 'LogicalExpression':
      return [...concatenations(node.left), ...concatenations(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ChainExpression':
      return concatenations(node.expression);
    default:
      return [];
  }
}

/** The name of a JSX attribute or an object's key, as written. */
function nameOf(node) {
  if (!node) return undefined;
  if (node.type === 'JSXIdentifier' || node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Disallow texts built by concatenation in JSX, text props and toasts: one catalogue message with values instead',
    },
    schema: [],
    messages: {
      concatenated:
        'A text built by concatenation cannot be translated: make it one catalogue message with values (ICU), e.g. intl.formatMessage({ id }, { name }).',
    },
  },
  create(context) {
    const report = (node) => {
      for (const found of concatenations(node)) context.report({ node: found, messageId: 'concatenated' });
    };
    return {
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type === 'JSXElement' || parent.type === 'JSXFragment') report(node.expression);
        else if (parent.type === 'JSXAttribute' && TEXT_PROPS.has(nameOf(parent.name)))
          report(node.expression);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && TOAST_FUNCTIONS.has(callee.name)) {
          report(node.arguments[0]);
          return;
        }
        const isShow =
          callee.type === 'MemberExpression' &&
          nameOf(callee.object) === 'notifications' &&
          nameOf(callee.property) === 'show';
        const [options] = node.arguments;
        if (!isShow || options?.type !== 'ObjectExpression') return;
        for (const property of options.properties)
          if (property.type === 'Property' && TOAST_FIELDS.has(nameOf(property.key))) report(property.value);
      },
    };
  },
};
