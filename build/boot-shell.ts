import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';

/**
 * The boot shell: a phone's first visit to the home page paints from the HTML alone. index.html
 * carries the home page's first render (src/client/boot-shell.html: its frame, entries and skeletons, in the
 * default language) and a small inline script which
 *  - shows it when the address is the home page and the reader has not chosen another language,
 *  - starts fetching the home page's own code at once (it would otherwise be asked for only after the first
 *    chunk has run), and
 *  - starts the app just after that first paint, so its first long task does not hold the paint back.
 * The app removes the shell when its first page has rendered (src/client/app/boot-shell.ts). The server allows
 * the inline script by its hash in the Content-Security-Policy (src/server/plugins/security-headers.ts).
 */

/** The home page's split-off code (its component and loader). */
export const HOME_PAGE = /[\\/]src[\\/]client[\\/]routes[\\/]home\.tsx\?tsr-split=/;

export const SHELL_MARK = '<!--boot-shell-->';
export const SCRIPT_MARK = '<!--boot-script-->';

/**
 * The inline script, first in the head. `entry`: the app's entry chunks (none in development, where index.html
 * loads the app itself); `homeCode`: what the home page needs beyond them. On the home page it marks the
 * document so the shell shows (styles.css), asks for the code at low priority (the stylesheet and the shell's
 * paint come first; the code is not needed for it) and runs it just after the first paint; elsewhere it asks
 * for the code at the usual priority and runs it once the document is parsed, as a module script would be.
 */
export function bootScript(entry: string[], homeCode: string[]): string {
  return (
    '(function(){' +
    'var l=null;' +
    "try{l=localStorage.getItem('peixun:locale')}catch(e){}" +
    // '', '#', '#/', '#/home', '#/home?…' — and the default language (nothing chosen, or Chinese).
    String.raw`var home=/^(#(\/(home)?)?\/?)?(\?|$)/.test(location.hash)&&(!l||l==='"zh-cn"');` +
    `var entry=${JSON.stringify(entry)};` +
    `entry.concat(home?${JSON.stringify(homeCode)}:[]).forEach(function(h){` +
    "var k=document.createElement('link');k.rel='modulepreload';k.href=h;if(home)k.fetchPriority='low';" +
    'document.head.appendChild(k)});' +
    "if(home)document.documentElement.classList.add('boot-shell');" +
    "function gone(){var s=document.getElementById('boot-shell');if(s)s.remove()}" +
    'function start(){Promise.all(entry.map(function(u){return import(u)})).catch(gone)}' +
    'function go(){if(home)requestAnimationFrame(function(){setTimeout(start)});else start()}' +
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go);else go()" +
    '})()'
  );
}

/** The chunks a chunk imports statically, all the way down. */
function staticImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticImports(bundle, imported, seen);
  return seen;
}

/** In a build: the home page's chunks that the entry's chunks (`entryFiles`) do not already load. */
export function homeCode(bundle: Rollup.OutputBundle, entryFiles: string[]): string[] {
  const home = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk =>
      c.type === 'chunk' && !!c.facadeModuleId && HOME_PAGE.test(c.facadeModuleId),
  );
  if (!home)
    throw new Error('boot shell: no chunk of the home page (src/client/routes/home.tsx) in the build');
  const loaded = new Set<string>();
  for (const f of entryFiles) staticImports(bundle, f, loaded);
  return [...staticImports(bundle, home.fileName)].filter((f) => !loaded.has(f));
}

/** The entry's module scripts (Vite writes one per chunk of the entry) leave the page: the boot script loads them. */
export function takeEntryScripts(html: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const out = html.replace(
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_, src: string) => {
      scripts.push(src);
      return '';
    },
  );
  if (!scripts.length) throw new Error('boot shell: no module script in the built index.html');
  return { html: out, scripts };
}

export function bootShell(shellFile: string): Plugin {
  let base = '/';
  return {
    name: 'peixun-boot-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, ctx: IndexHtmlTransformContext) {
        const shell = readFileSync(shellFile, 'utf8').trim();
        if (!html.includes(SHELL_MARK) || !html.includes(SCRIPT_MARK))
          throw new Error(`boot shell: index.html lacks ${SHELL_MARK} or ${SCRIPT_MARK}`);
        let script = bootScript([], []);
        if (ctx.bundle) {
          const taken = takeEntryScripts(html);
          const files = taken.scripts.map((src) => src.slice(base.length));
          script = bootScript(
            taken.scripts,
            homeCode(ctx.bundle, files).map((f) => base + f),
          );
          html = taken.html;
        }
        return html.replace(SHELL_MARK, shell).replace(SCRIPT_MARK, `<script>${script}</script>`);
      },
    },
  };
}

/**
 * The shell from the home page's first render (its `#app` while the first answers are awaited): no test ids,
 * no empty style attributes, and no sign-in link, which the page replaces with the reader's name once signed in.
 */
export function shellFromApp(appHtml: string): string {
  return appHtml
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ style=""/g, '')
    .replace(/<a href="\/#\/login">[^<]*<\/a>/g, '')
    .trim();
}
