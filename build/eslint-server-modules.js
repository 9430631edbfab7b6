// Lint rules of the server's module layout (ARCHITECTURE.md, "Server modules"), as a local plugin.
import { basename, relative, sep } from 'node:path';

/** What a file inside a module may be called: its area, then its layer. */
export const MODULE_FILE_NAME =
  /^(index|[a-z][a-z0-9-]*\.(routes|service|repo|rules|sheet|types|cache|adapter|hook|stream))\.ts$/;
export const LAYERS =
  'routes (HTTP only), service (rules and transactions), repo (SQL), rules (pure functions), sheet (Excel in ' +
  'and out), types, cache (per-process), adapter (an outside system), hook (a Fastify hook), stream (an ' +
  'answer held open: server-sent events)';

const fileNames = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module file says its layer: <area>.<layer>.ts' },
    schema: [],
    messages: {
      name: '"{{name}}" does not say its layer: name it <area>.<layer>.ts, the layer one of {{layers}}.',
    },
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(context.cwd, context.filename).split(sep).join('/');
        const inModule = /^src\/server\/modules\/[^/]+\/.+\.ts$/.test(path);
        if (inModule && !MODULE_FILE_NAME.test(basename(path)))
          context.report({ node, messageId: 'name', data: { name: basename(path), layers: LAYERS } });
      },
    };
  },
};

export const serverModulesPlugin = { rules: { 'file-names': fileNames } };

export const serverModulesConfig = [
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { 'server-modules': serverModulesPlugin },
    rules: { 'server-modules/file-names': 'error' },
  },
];
