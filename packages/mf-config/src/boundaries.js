// The lint rule `drawdesk/boundaries` (eslint.config.js): which workspace folders may not import which. It
// resolves each import, by package name or relative path, to the workspace folder it lands in, so
// `@drawdesk/remote-orders` and `../../../orders/src/x` are the same crossing; dynamic `import()` counts too.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE_DIRS = ['packages', 'remotes'];

/** Workspace package name -> its folder ('@drawdesk/remote-orders' -> 'remotes/orders'); read once per lint run. */
let byName;
function workspaceFolders() {
  if (byName) return byName;
  const folders = ['host', 'e2e', ...PACKAGE_DIRS.flatMap((dir) => fs.readdirSync(path.join(REPO_ROOT, dir)).map((name) => `${dir}/${name}`))];
  byName = new Map();
  for (const folder of folders) {
    const manifest = path.join(REPO_ROOT, folder, 'package.json');
    if (fs.existsSync(manifest)) byName.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, folder);
  }
  return byName;
}

/** The workspace folder a repository path is in: 'remotes/orders', 'packages/ui', 'host', or its top folder. */
function folderOf(relative) {
  const [top, second] = relative.split(/[\\/]/);
  return PACKAGE_DIRS.includes(top) && second ? `${top}/${second}` : top;
}

/** 'remotes/*' matches every remote; any other pattern one folder. */
const matches = (pattern, folder) => (pattern.endsWith('/*') ? folder.startsWith(pattern.slice(0, -1)) : folder === pattern);

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspace folders that may not import each other (docs/developing.md#boundaries)' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'array', items: { type: 'string' } },
            to: { type: 'array', items: { type: 'string' } },
            because: { type: 'string' },
          },
          required: ['from', 'to', 'because'],
          additionalProperties: false,
        },
      },
    ],
    messages: { crossing: "{{from}} may not import {{to}} ('{{specifier}}'): {{because}}" },
  },
  create(context) {
    const rules = context.options[0] ?? [];
    const from = folderOf(path.relative(REPO_ROOT, context.filename));
    const mine = rules.filter((rule) => rule.from.some((pattern) => matches(pattern, from)));
    if (mine.length === 0) return {};
    const packages = workspaceFolders();
    const landing = (specifier) => {
      if (specifier.startsWith('.')) return folderOf(path.relative(REPO_ROOT, path.resolve(path.dirname(context.filename), specifier)));
      const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      return packages.get(name);
    };
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = landing(source.value);
      // A folder importing itself crosses nothing.
      if (!to || to === from) return;
      const broken = mine.find((rule) => rule.to.some((pattern) => matches(pattern, to)));
      if (broken) context.report({ node: source, messageId: 'crossing', data: { from, to, specifier: source.value, because: broken.because } });
    };
    // Static and dynamic imports, re-exports, and TypeScript's `import('x').Type`.
    return { 'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType': (node) => check(node.source) };
  },
};
