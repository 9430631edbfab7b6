import type { Plugin } from 'vite';
import { CONSOLE_ROUTE, DESK_CODE, ON_DEMAND } from './precache-scope.ts';

/**
 * Fewer requests on a phone's first visit. Left alone, the bundler cuts the code routes share into
 * one chunk per combination of routes that share it: /home loaded 40 files, most of a few hundred bytes. Here
 * the entry's own code and every module that two or more landing pages need go into one `portal` chunk, and
 * what two or more check-in screens need into one `sign` chunk. Code one route alone needs stays with that
 * route; console routes (and on-demand code such as the html5-qrcode fallback) are never counted, so neither
 * chunk holds anything of the console.
 */

/** A route's split-off page: `?tsr-split=component`, or `component---loader` where its loader travels with it. */
const PAGE_SPLIT = String.raw`\.tsx\?tsr-split=(?:[a-z]+---)*component(?:---[a-z]+)*$`;

/** The check-in screens (/sign/*), which an attendee moves between at the door. */
export const SIGN_ROUTE = new RegExp(
  String.raw`[\\/]src[\\/]client[\\/]routes[\\/]sign[\\/][^\\/]+` + PAGE_SPLIT,
);

/** The pages a phone opens first, from a link or the home screen, by the name of their route file. */
export const LANDING_PAGES = ['home', 'studyOnline', 'studyOffline', 'detail', 'login', 'sign/home'] as const;

/** Their split-off pages: their shared code is fetched with the first chunk. */
export const LANDING = new RegExp(
  String.raw`[\\/]src[\\/]client[\\/]routes[\\/](` +
    LANDING_PAGES.map((p) => p.replace('/', String.raw`[\\/]`)).join('|') +
    ')' +
    PAGE_SPLIT,
);

export type Graph = Map<string, { imports: string[]; dynamicImports: string[] }>;

/**
 * Packages whose index only re-exports components or hooks: what a module takes from them is what it names.
 * ahooks too (antd-mobile's components import their hooks from its index): read whole, its index made every
 * landing page look as if it needed ahooks' useCountDown, and with it dayjs (3 KiB a first visit). The router
 * too: read whole, its index made every page look as if it needed the kiosk's navigation blocker (400 bytes of
 * every first visit in the vendor chunk).
 */
const BARREL = new RegExp(
  String.raw`[\\/]node_modules[\\/](antd-mobile|antd-mobile-icons|ahooks|@tanstack[\\/]react-router)[\\/]` +
    String.raw`(es|dist[\\/]esm)[\\/]index\.js$`,
);
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const LOCAL_IMPORT = /import\s+(?:(\w+)|\{([^}]*)\})\s+from\s*["'](\.[^"']+)["']/g;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}\s*;/g;
const NAMED_IMPORT =
  /import\s*\{([^}]*)\}\s*from\s*["'](antd-mobile|antd-mobile-icons|ahooks|@tanstack\/react-router)["']/g;

/** `default as Button` → Button (the name importers use); `Button as B` → Button (the name exported). */
const exportedName = (spec: string) =>
  spec
    .trim()
    .split(/\s+as\s+/)
    .pop() ?? '';
const importedName = (spec: string) => spec.trim().split(/\s+as\s+/)[0] ?? '';

type Info = {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};

/**
 * The import graph with barrel imports replaced by the components named: without it every component any page
 * uses would look needed by every page that imports one of them.
 */
export function importGraph(infos: Info[]): Graph {
  const exportsOf = new Map<string, Map<string, string>>();
  const barrelOf = new Map<string, string>(); // package name -> its barrel's id
  for (const info of infos) {
    const pkg = BARREL.exec(info.id)?.[1]?.replace(/\\/g, '/');
    if (!pkg) continue;
    barrelOf.set(pkg, info.id);
    const dir = info.id.replace(/[^\\/]+$/, '');
    const names = new Map<string, string>();
    const resolve = (rel: string) => {
      const base = dir + rel.replace(/^\.\//, '');
      return info.importedIds.find((i) => i === base || i === base + '.js' || i === base + '/index.js');
    };
    for (const [, list = '', rel = ''] of (info.code ?? '').matchAll(RE_EXPORT)) {
      const target = resolve(rel);
      if (!target) continue;
      for (const spec of list.split(',')) names.set(exportedName(spec), target);
    }
    // ahooks' form: `import useX from './useX'` (or `import { x } from './x'`), then one `export { useX, … }`.
    const locals = new Map<string, string>();
    for (const [, name = '', list, rel = ''] of (info.code ?? '').matchAll(LOCAL_IMPORT)) {
      const target = resolve(rel);
      if (!target) continue;
      for (const local of name ? [name] : (list ?? '').split(',').map(exportedName))
        locals.set(local, target);
    }
    for (const [, list = ''] of (info.code ?? '').matchAll(LOCAL_EXPORT))
      for (const spec of list.split(',')) {
        const target = locals.get(importedName(spec));
        if (target) names.set(exportedName(spec), target);
      }
    exportsOf.set(info.id, names);
  }
  const graph: Graph = new Map();
  for (const info of infos) {
    let imports = [...info.importedIds];
    const names = exportsOf.get(info.id);
    if (names) {
      // The barrel itself: only its own side effects (antd-mobile's global styles), not what it re-exports.
      const reExported = new Set(names.values());
      imports = imports.filter((i) => !reExported.has(i));
    } else if (imports.some((i) => BARREL.test(i))) {
      const picked: string[] = [];
      for (const [, list = '', pkg = ''] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
        const names = exportsOf.get(barrelOf.get(pkg) ?? '');
        for (const spec of list.split(',')) {
          const target = names?.get(importedName(spec));
          if (target) picked.push(target);
        }
      }
      imports = [...imports, ...picked];
    }
    graph.set(info.id, { imports, dynamicImports: [...info.dynamicallyImportedIds] });
  }
  return graph;
}

/** Every module a route needs before it runs: its static imports, transitively. */
function closure(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id)?.imports ?? []));
  }
  return seen;
}

/**
 * `own`: per landing page (named as its route file, e.g. `detail`, `sign/home`), the modules it shares only with
 * pages that are not landing pages: one chunk beside the page's, so a first visit does not fetch one small
 * chunk per combination of later pages that happen to share a component with it.
 */
export type SharedChunks = {
  portal: Set<string>;
  sign: Set<string>;
  own: Map<string, Set<string>>;
  /** What a phone may run without opening an on-demand screen or the console: the entry and its lazy parts. */
  everyday: Set<string>;
};

const landingName = (id: string): string | undefined => LANDING.exec(id)?.[1]?.replace(/\\/g, '/');

/** The lazily loaded parts reached from `entries`, not entering (nor counting) a part `skip` names. */
function lazyParts(
  graph: Graph,
  entries: string[],
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const parts = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const m of closure(graph, id))
      for (const d of graph.get(m)?.dynamicImports ?? []) {
        if (parts.has(d) || skip(d)) continue;
        parts.add(d);
        queue.push(d);
      }
  return parts;
}

/** Modules that at least two of the given lazily loaded parts need and the entry does not already load. */
function neededByTwo(graph: Graph, parts: string[], initial: Set<string>): Set<string> {
  const users = new Map<string, number>();
  for (const part of parts)
    for (const m of closure(graph, part)) if (!initial.has(m)) users.set(m, (users.get(m) ?? 0) + 1);
  return new Set([...users].filter(([, n]) => n >= 2).map(([m]) => m));
}

/** The portal chunk (the entry's code and what landing pages share) and the sign chunk (what /sign/* share). */
export function sharedChunks(graph: Graph, entries: string[]): SharedChunks {
  const initial = new Set(entries.flatMap((e) => [...closure(graph, e)]));
  // The portal's lazily loaded parts: reached from the entry without entering a console route.
  const lazy = lazyParts(graph, entries, (d) => CONSOLE_ROUTE.test(d) || ON_DEMAND.test(d));
  const everyday = new Set([...initial, ...[...lazy].flatMap((p) => [...closure(graph, p)])]);
  const portal = new Set([
    ...initial,
    ...neededByTwo(
      graph,
      [...lazy].filter((p) => LANDING.test(p)),
      initial,
    ),
  ]);
  // The check-in desk is loaded on demand (/sign/list, and /sign/home's staff mode), yet shares the check-in
  // screens' code (the roster, the queue): counted with them, what it shares with /sign/home stays in the sign
  // chunk, not a chunk of its own. The desk's own modules never do, even those its two screens share: its catalog
  // (a top-level await) would load on every attendee's first visit.
  const signParts = [...lazyParts(graph, entries, (d) => CONSOLE_ROUTE.test(d))].filter(
    (p) => SIGN_ROUTE.test(p) || DESK_CODE.test(p),
  );
  const sign = new Set([...neededByTwo(graph, signParts, portal)].filter((m) => !DESK_CODE.test(m)));
  // Every lazily loaded part, the console's included: who else needs a landing page's module.
  const parts = lazyParts(graph, entries);
  const needs = new Map([...parts].map((p) => [p, closure(graph, p)]));
  const landing = [...lazy].filter((p) => LANDING.test(p));
  const own = new Map<string, Set<string>>();
  for (const page of landing) {
    const name = landingName(page);
    if (!name) continue;
    const others = [...parts].filter((p) => p !== page).map((p) => needs.get(p) ?? new Set<string>());
    const otherLanding = landing.filter((p) => p !== page).map((p) => needs.get(p) ?? new Set<string>());
    // Not the page itself (its chunk is where the router asks for it), nor what only it needs (the bundler
    // keeps that in the page's chunk anyway): what it shares with later pages, none of them a landing page.
    const mine = [...(needs.get(page) ?? [])].filter(
      (m) =>
        m !== page &&
        !portal.has(m) &&
        !sign.has(m) &&
        !otherLanding.some((o) => o.has(m)) &&
        others.some((o) => o.has(m)),
    );
    own.set(name, new Set(mine));
  }
  return { portal, sign, own, everyday };
}

/**
 * The plugin that reads the module graph once it is built, and the chunk groups that use it. The first group
 * captures nothing: the bundler asks it about every module left after tree-shaking, before it asks the next
 * group anything, which is how the analysis sees only the components a barrel import (antd-mobile) really uses.
 */
export function portalChunks(vendorLibraries: RegExp): {
  plugin: Plugin;
  groups: {
    name: string;
    test: (id: string) => boolean;
    priority: number;
    includeDependenciesRecursively?: boolean;
  }[];
} {
  let graph: Graph = new Map();
  let entries: string[] = [];
  const included = new Set<string>();
  let shared: SharedChunks | undefined;
  return {
    plugin: {
      name: 'peixun:portal-chunks',
      apply: 'build',
      buildStart() {
        included.clear();
        shared = undefined;
      },
      buildEnd() {
        const infos = [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id) ?? []);
        graph = importGraph(infos);
        entries = infos.filter((i) => i.isEntry).map((i) => i.id);
      },
    },
    groups: [
      {
        name: 'tree-shaken',
        test: (id) => {
          included.add(id);
          return false;
        },
        priority: 100,
      },
      {
        // What every page runs of the libraries, changing only when one is upgraded: cached across releases. A
        // library's module only on-demand screens or the console use stays with them (the router's navigation
        // blocker, which only the kiosk needs, cost every first visit 400 bytes here).
        name: 'vendor',
        test: (id) =>
          vendorLibraries.test(id) &&
          (shared ??= sharedChunks(onlyIncluded(graph, included), entries)).everyday.has(id),
        priority: 30,
      },
      {
        // The rest of those libraries, which only on-demand screens or the console use: one chunk of its own, so
        // those screens' chunks hold only their own code and stay out of the precache (precache-scope.ts).
        name: 'vendor-on-demand',
        test: (id) =>
          vendorLibraries.test(id) &&
          !(shared ??= sharedChunks(onlyIncluded(graph, included), entries)).everyday.has(id),
        priority: 29,
      },
      {
        name: 'portal',
        test: (id) => (shared ??= sharedChunks(onlyIncluded(graph, included), entries)).portal.has(id),
        priority: 20,
        // What the analysis chose, not what the bundler's graph adds (it sees a barrel import as all of it).
        includeDependenciesRecursively: false,
      },
      {
        name: 'sign',
        test: (id) => (shared ??= sharedChunks(onlyIncluded(graph, included), entries)).sign.has(id),
        priority: 19,
        includeDependenciesRecursively: false,
      },
      ...LANDING_PAGES.map((page) => ({
        name: page.replace('/', '-'),
        test: (id: string) =>
          !!(shared ??= sharedChunks(onlyIncluded(graph, included), entries)).own.get(page)?.has(id),
        priority: 18,
        includeDependenciesRecursively: false,
      })),
    ],
  };
}

/** The graph of the modules tree-shaking kept; one it dropped (a side-effect-free index) passes its imports on. */
export function onlyIncluded(graph: Graph, included: Set<string>): Graph {
  const keep = (ids: string[], seen = new Set<string>()): string[] =>
    ids.flatMap((id) => {
      if (included.has(id)) return [id];
      if (seen.has(id)) return [];
      seen.add(id);
      return keep(graph.get(id)?.imports ?? [], seen);
    });
  return new Map(
    [...graph].map(([id, { imports, dynamicImports }]) => [
      id,
      { imports: keep(imports), dynamicImports: keep(dynamicImports) },
    ]),
  );
}
