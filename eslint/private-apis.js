// Lint rule against reaching into a library's private members (ADR 171). Drizzle keeps its session, dialect
// and schema under `db._`, and PGlite its locks under `_runExclusive…`; neither is part of their published
// interface, so a minor release may rename or rework them and code that used them breaks without a type
// error. The rule reports any `x._` member (Drizzle's internals: `db._.session`, `tx._.schema`), any
// read of another object's `_name` member (Node's `socket._httpMessage`) and any assignment to a member
// whose name starts with `_` (a patch of a library's private method, as
// `pglite._runExclusiveTransaction = …` was). It is a plugin rule rather than `no-restricted-syntax`
// because flat config replaces, not merges, a rule's options per file, and `no-restricted-syntax` is
// already configured for the source files (ADR 166).

const message = {
  internals:
    "`._` is a library's private internals (Drizzle's session, dialect, schema): use its public API (ADR 171).",
  member: "`{{name}}` is another object's private member: use its public API (ADR 171).",
  patch:
    'Assigning to `{{name}}` patches a private member; wrap or extend the library through its public API instead (ADR 171).',
};

/** @type {import('eslint').Rule.RuleModule} */
const noPrivateMembers = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid access to a library's private members (`._`, `x._name`, patches)" },
    messages: message,
    schema: [],
  },
  create(context) {
    const nameOf = (member) =>
      member.computed
        ? member.property.type === 'Literal' && typeof member.property.value === 'string'
          ? member.property.value
          : undefined
        : member.property.type === 'Identifier'
          ? member.property.name
          : undefined;
    return {
      MemberExpression(node) {
        const name = nameOf(node);
        if (name === '_') context.report({ node, messageId: 'internals' });
        // Another object's `_name` (Node's `socket._httpMessage`, a library's `_state`) is private to it.
        else if (
          name &&
          /^_[A-Za-z]/.test(name) &&
          node.object.type !== 'ThisExpression' &&
          !(node.parent.type === 'AssignmentExpression' && node.parent.left === node)
        )
          context.report({ node, messageId: 'member', data: { name } });
      },
      AssignmentExpression(node) {
        if (node.left.type !== 'MemberExpression') return;
        const name = nameOf(node.left);
        if (name && name.startsWith('_') && name !== '_')
          context.report({ node: node.left, messageId: 'patch', data: { name } });
      },
    };
  },
};

export const privateApisPlugin = { rules: { 'no-private-members': noPrivateMembers } };

export default [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'private-apis': privateApisPlugin },
    rules: { 'private-apis/no-private-members': 'error' },
  },
];
