// Lint rules of the server's module layout (ARCHITECTURE.md, "Server modules"), as a local plugin.
// @ts-check
import { basename, relative, sep } from 'node:path';

/** What a file inside a module may be called: its area, then its layer. */
export const MODULE_FILE_NAME =
  /^(index|[a-z][a-z0-9-]*\.(routes|service|repo|rules|sheet|types|cache|adapter|hook|stream))\.ts$/;
export const LAYERS =
  'routes (HTTP only), service (rules and transactions), repo (SQL), rules (pure functions), sheet (Excel in ' +
  'and out), types, cache (per-process), adapter (an outside system), hook (a Fastify hook), stream (an ' +
  'answer held open: server-sent events)';

/** @type {import('eslint').Rule.RuleModule} */
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

/**
 * A module's door (its index.ts) offers services, never its repository: other modules call what the module
 * decides to offer, and its SQL can change shape without them. Types may pass (a row's shape is part of what
 * a service returns).
 */
/** @type {import('eslint').Rule.RuleModule} */
const doorOffersServices = {
  meta: {
    type: 'problem',
    docs: { description: "A module's index.ts exports services, never its repository's functions" },
    schema: [],
    messages: {
      repo: '"{{source}}" is the module\'s repository: offer its functions through a service, and export that.',
    },
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    if (!/^src\/server\/modules\/[^/]+\/index\.ts$/.test(path)) return {};
    /**
     * An import or export, with the kind typescript-eslint's parser adds to it (`import type`, `export type`).
     * @param {(import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration
     *   | import('estree').ExportAllDeclaration) & { importKind?: string; exportKind?: string }} node
     */
    const check = (node) => {
      const source = node.source?.value;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      if (typeof source === 'string' && /\.repo$/.test(source) && !typeOnly)
        context.report({ node, messageId: 'repo', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const serverModulesPlugin = {
  rules: { 'file-names': fileNames, 'door-offers-services': doorOffersServices },
};

/** @type {import('eslint').Linter.Config[]} */
export const serverModulesConfig = [
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { 'server-modules': serverModulesPlugin },
    rules: { 'server-modules/file-names': 'error', 'server-modules/door-offers-services': 'error' },
  },
];
