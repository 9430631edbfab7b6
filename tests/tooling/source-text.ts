import { execFileSync } from 'node:child_process';

/** Code without its comments, line for line (a block comment's lines stay, empty, so line numbers hold). */
export const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** The repository's source files under `paths` (tracked or new, not ignored), the generated route tree left out. */
export const sourceFiles = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(f) && f !== 'src/client/routeTree.gen.ts');
