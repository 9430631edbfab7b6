import { describe, expect, it } from 'vitest';
import { importGraph, onlyIncluded, sharedChunks, type Graph } from '../../build/portal-chunks.ts';

const src = '/repo/src/client';
const nm = '/repo/node_modules';
const route = (path: string) => `${src}/routes/${path}.tsx?tsr-split=component`;

/** A graph from `id: [static imports] / [dynamic imports]`. */
function graph(edges: Record<string, [string[], string[]?]>): Graph {
  return new Map(
    Object.entries(edges).map(([id, [imports, dynamicImports = []]]) => [id, { imports, dynamicImports }]),
  );
}

describe('the shared chunks of a first visit', () => {
  const main = `${src}/main.tsx`;
  const g = graph({
    [main]: [
      [`${src}/lib/api.ts`],
      [route('home'), route('login'), route('person/feedback'), route('admin')],
    ],
    [`${src}/lib/api.ts`]: [[]],
    [route('home')]: [[`${src}/card.tsx`, `${nm}/dayjs/index.js`]],
    [route('login')]: [[`${src}/card.tsx`, `${src}/form.tsx`]],
    [route('person/feedback')]: [[`${src}/form.tsx`, `${nm}/dayjs/index.js`], [`${nm}/html5-qrcode/esm.js`]],
    [route('admin')]: [[`${src}/card.tsx`, `${src}/console-form.tsx`], [route('admin/edu/courseEditor')]],
    [route('admin/edu/courseEditor')]: [[`${src}/console-form.tsx`, `${src}/form.tsx`]],
    [`${src}/card.tsx`]: [[`${nm}/dayjs/index.js`]],
    [`${src}/form.tsx`]: [[]],
    [`${src}/console-form.tsx`]: [[]],
    [`${nm}/dayjs/index.js`]: [[]],
    [`${nm}/html5-qrcode/esm.js`]: [[]],
  });

  it('holds the entry and what two landing pages need; not what one needs, nor the console', () => {
    const { portal } = sharedChunks(g, [main]);
    expect([...portal].sort()).toEqual(
      [main, `${src}/lib/api.ts`, `${src}/card.tsx`, `${nm}/dayjs/index.js`].sort(),
    );
    // form.tsx: login and a non-landing page and the console need it: it stays out of the first visit.
    expect(portal.has(`${src}/form.tsx`)).toBe(false);
    expect(portal.has(`${src}/console-form.tsx`)).toBe(false);
  });

  it('groups what two check-in screens share, apart from the portal chunk', () => {
    const sign = graph({
      [main]: [[], [route('home'), route('sign/home'), route('sign/list')]],
      [route('home')]: [[`${src}/card.tsx`]],
      [route('sign/home')]: [[`${src}/card.tsx`, `${src}/roster.ts`, `${src}/scanner.tsx`]],
      [route('sign/list')]: [[`${src}/roster.ts`]],
      [`${src}/card.tsx`]: [[]],
      [`${src}/roster.ts`]: [[]],
      [`${src}/scanner.tsx`]: [[]],
    });
    const chunks = sharedChunks(sign, [main]);
    expect([...chunks.sign]).toEqual([`${src}/roster.ts`]);
    expect(chunks.portal.has(`${src}/card.tsx`)).toBe(true);
    expect(chunks.portal.has(`${src}/scanner.tsx`)).toBe(false);
  });

  it("keeps the desk's own modules out of the sign chunk, even those its two screens share", () => {
    const desk = `${src}/features/checkin/desk`;
    const sign = graph({
      [main]: [[], [route('sign/home'), route('sign/list')]],
      [route('sign/home')]: [[`${src}/roster.ts`], [`${desk}/staff-scan-page.tsx`]],
      [route('sign/list')]: [[], [`${desk}/sign-list-page.tsx`]],
      [`${desk}/staff-scan-page.tsx`]: [[`${desk}/catalog.ts`, `${src}/roster.ts`]],
      [`${desk}/sign-list-page.tsx`]: [[`${desk}/catalog.ts`, `${src}/roster.ts`]],
      [`${desk}/catalog.ts`]: [[]],
      [`${src}/roster.ts`]: [[]],
    });
    // roster.ts: /sign/home and both desk screens need it; the desk's catalog (a top-level await) only the desk.
    expect([...sharedChunks(sign, [main]).sign]).toEqual([`${src}/roster.ts`]);
  });

  it('tells what a phone may run from what only on-demand screens and the console reach', () => {
    const desk = `${src}/features/checkin/desk`;
    const router = `${nm}/@tanstack/react-router/dist/esm`;
    const g = graph({
      [main]: [[`${router}/link.js`], [route('home'), route('sign/kiosk'), route('admin')]],
      [route('home')]: [[`${router}/useNavigate.js`]],
      [route('sign/kiosk')]: [[], [`${desk}/kiosk-page.tsx`]],
      [`${desk}/kiosk-page.tsx`]: [[`${router}/useBlocker.js`]],
      [route('admin')]: [[`${router}/useRouterState.js`]],
      [`${router}/link.js`]: [[]],
      [`${router}/useNavigate.js`]: [[]],
      [`${router}/useBlocker.js`]: [[]],
      [`${router}/useRouterState.js`]: [[]],
    });
    const { everyday } = sharedChunks(g, [main]);
    expect(everyday.has(`${router}/link.js`)).toBe(true);
    expect(everyday.has(`${router}/useNavigate.js`)).toBe(true);
    expect(everyday.has(route('sign/kiosk'))).toBe(true);
    expect(everyday.has(`${desk}/kiosk-page.tsx`)).toBe(false);
    expect(everyday.has(`${router}/useBlocker.js`)).toBe(false);
    expect(everyday.has(`${router}/useRouterState.js`)).toBe(false);
  });

  it("gathers what one landing page shares only with later pages into that page's own chunk", () => {
    const own = graph({
      [main]: [[], [route('home'), route('detail'), route('person/mine'), route('admin')]],
      [route('home')]: [[`${src}/card.tsx`, `${src}/gates.tsx`]],
      [route('detail')]: [
        [`${src}/card.tsx`, `${src}/list.tsx`, `${src}/radio.tsx`, `${src}/only-detail.tsx`],
      ],
      [route('person/mine')]: [[`${src}/list.tsx`, `${src}/gates.tsx`]],
      [route('admin')]: [[`${src}/radio.tsx`]],
      [`${src}/card.tsx`]: [[]],
      [`${src}/gates.tsx`]: [[]],
      [`${src}/list.tsx`]: [[]],
      [`${src}/radio.tsx`]: [[]],
      [`${src}/only-detail.tsx`]: [[]],
    });
    const chunks = sharedChunks(own, [main]);
    // Shared with a later page (even a console page): with the page's own chunk, not a chunk of its own.
    expect([...(chunks.own.get('detail') ?? [])].sort()).toEqual([`${src}/list.tsx`, `${src}/radio.tsx`]);
    expect([...(chunks.own.get('home') ?? [])]).toEqual([`${src}/gates.tsx`]);
    // What two landing pages share is the portal's; what only the page needs stays in its chunk.
    expect(chunks.portal.has(`${src}/card.tsx`)).toBe(true);
    expect(chunks.own.get('detail')?.has(`${src}/only-detail.tsx`)).toBe(false);
    expect(chunks.own.get('detail')?.has(route('detail'))).toBe(false);
  });
});

describe('the import graph', () => {
  const barrel = `${nm}/antd-mobile/es/index.js`;
  const button = `${nm}/antd-mobile/es/components/button/index.js`;
  const toast = `${nm}/antd-mobile/es/components/toast/index.js`;
  const motion = `${nm}/antd-mobile/es/utils/reduce-and-restore-motion.js`;
  const global = `${nm}/antd-mobile/es/global/index.js`;
  const infos = [
    {
      id: barrel,
      code: [
        "import './global';",
        "export { default as Button } from './components/button';",
        "export { default as Toast } from './components/toast';",
        "export { reduceMotion, restoreMotion } from './utils/reduce-and-restore-motion';",
      ].join('\n'),
      importedIds: [global, button, toast, motion],
      dynamicallyImportedIds: [],
    },
    {
      id: `${src}/page.tsx`,
      code: 'import { Button as B } from "antd-mobile";\nimport { x } from "./x";',
      importedIds: [barrel, `${src}/x.ts`],
      dynamicallyImportedIds: [],
    },
  ];

  it('sees through a barrel import to the components named, and keeps the barrel’s own side effects', () => {
    const g = importGraph(infos);
    expect(g.get(`${src}/page.tsx`)?.imports.sort()).toEqual([barrel, button, `${src}/x.ts`].sort());
    expect(g.get(barrel)?.imports).toEqual([global]);
  });

  it("reads the router's index as a barrel: imported one by one, exported in one list", () => {
    const dir = `${nm}/@tanstack/react-router/dist/esm`;
    const index = `${dir}/index.js`;
    const g = importGraph([
      {
        id: index,
        code: [
          '"use client";',
          'import { Link } from "./link.js";',
          'import { Block, useBlocker } from "./useBlocker.js";',
          'import { redirect } from "@tanstack/router-core";',
          'export { Block, Link, redirect, useBlocker };',
        ].join('\n'),
        importedIds: [
          `${dir}/link.js`,
          `${dir}/useBlocker.js`,
          `${nm}/@tanstack/router-core/dist/esm/index.js`,
        ],
        dynamicallyImportedIds: [],
      },
      {
        id: `${src}/page.tsx`,
        code: 'import { Link, redirect } from "@tanstack/react-router";',
        importedIds: [index],
        dynamicallyImportedIds: [],
      },
    ]);
    // The page needs the link, not the blocker; what the index takes from another package stays its own edge.
    expect(g.get(`${src}/page.tsx`)?.imports.sort()).toEqual([index, `${dir}/link.js`].sort());
    expect(g.get(index)?.imports).toEqual([`${nm}/@tanstack/router-core/dist/esm/index.js`]);
  });

  it('passes through modules tree-shaking dropped, to those it kept', () => {
    const g = graph({
      a: [['index']],
      index: [['b', 'c']], // a side-effect-free re-export index, dropped
      b: [[]],
      c: [[]],
    });
    expect(onlyIncluded(g, new Set(['a', 'b'])).get('a')?.imports).toEqual(['b']);
  });
});

describe('which split-off modules are pages', () => {
  it('knows a landing page whose loader travels with it (the code splitter names both)', async () => {
    const { LANDING, SIGN_ROUTE } = await import('../../build/portal-chunks.ts');
    expect(LANDING.test(`${src}/routes/home.tsx?tsr-split=component---loader`)).toBe(true);
    expect(LANDING.test(`${src}/routes/home.tsx?tsr-split=component`)).toBe(true);
    // A loader split alone is not the page, and a name that only starts like a landing page is not one.
    expect(LANDING.test(`${src}/routes/home.tsx?tsr-split=loader`)).toBe(false);
    expect(LANDING.test(`${src}/routes/homework.tsx?tsr-split=component`)).toBe(false);
    expect(SIGN_ROUTE.test(`${src}/routes/sign/scan.tsx?tsr-split=component---loader`)).toBe(true);
    expect(SIGN_ROUTE.test(`${src}/routes/signup.tsx?tsr-split=component`)).toBe(false);
  });
});
