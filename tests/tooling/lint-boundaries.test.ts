import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each house rule of ARCHITECTURE.md fires: the project's own ESLint configuration lints small sources placed at
 * the paths they would have (lintText with a file path; the imports they name resolve against the real tree).
 */
let eslint: ESLint;
beforeAll(() => {
  // The probes are files no tsconfig knows: they are linted without the type-checked rules, which need a program.
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] }],
  });
});

/** The rules that fired on `code` at `path`, with how often. */
async function fired(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}
const BOUNDARY = 'boundaries/dependencies';
const count = (messages: string[], rule: string) => messages.filter((m) => m.startsWith(`${rule}:`)).length;

describe('feature folders', () => {
  // A folder that does not exist yet: the zone is a pattern, not a list of names.
  const tomorrow = 'src/client/features/tomorrow/components/panel.tsx';

  it('refuse another feature by alias and by relative path, also in a folder created tomorrow', async () => {
    const messages = await fired(
      tomorrow,
      [
        "import { answers } from '@/features/checkin/api/checkin';",
        "import { studyRecordsQuery } from '../../study/api/study';",
        'export const parts = [answers, studyRecordsQuery];',
      ].join('\n'),
    );
    expect(count(messages, BOUNDARY)).toBe(2);
    expect(messages[0]).toContain('Features do not import other features');
  });

  it('may import their own files, shared code and the contract', async () => {
    const messages = await fired(
      'src/client/features/checkin/components/probe.tsx',
      [
        "import { answers } from '../api/checkin-queue';",
        "import { useRoster } from '@/features/checkin/desk/use-roster';",
        "import { toast } from '@/lib/feedback';",
        "import { PERMISSIONS } from '@contract/permissions';",
        'export const parts = [answers, useRoster, toast, PERMISSIONS];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('sit below routes and the app', async () => {
    const messages = await fired(
      tomorrow,
      "import { createAppRouter } from '@/app/router';\nexport const r = createAppRouter;",
    );
    expect(count(messages, BOUNDARY)).toBe(1);
  });

  it('are not imported by shared components and lib', async () => {
    const messages = await fired(
      'src/client/lib/probe.ts',
      "import { answers } from '@/features/checkin/api/checkin';\nexport const a = answers;",
    );
    expect(count(messages, BOUNDARY)).toBe(1);
  });
});

describe('client, server and service worker', () => {
  it('the client never imports the server', async () => {
    const messages = await fired(
      'src/client/app/probe.ts',
      "import { loadEnv } from '../../server/env';\nexport const e = loadEnv;",
    );
    expect(messages).toEqual([expect.stringContaining('never the server')]);
  });

  it('the server never imports the client', async () => {
    const messages = await fired(
      'src/server/modules/probe/probe.service.ts',
      "import { formatFee } from '../../../client/lib/format';\nexport const f = formatFee;",
    );
    expect(messages).toEqual([expect.stringContaining('never the client')]);
  });

  it('the service worker imports the contract only', async () => {
    const messages = await fired(
      'src/sw/probe.ts',
      "import { Local } from '@/lib/storage';\nexport const l = Local;",
    );
    expect(count(messages, BOUNDARY)).toBe(1);
  });
});

describe('the contract', () => {
  it('imports zod and itself, nothing else', async () => {
    const messages = await fired(
      'src/contract/probe.ts',
      [
        "import { z } from 'zod';",
        "import { idString } from './envelope';",
        "import { useState } from 'react';",
        "import { readFileSync } from 'node:fs';",
        "import { Local } from '@/lib/storage';",
        'export const parts = [z, idString, useState, readFileSync, Local];',
      ].join('\n'),
    );
    expect(count(messages, BOUNDARY)).toBe(3);
    expect(messages.every((m) => m.includes('zod and itself only'))).toBe(true);
  });
});

describe('the database', () => {
  const reachesTheSchema = [
    "import { eq } from 'drizzle-orm';",
    "import { sysUser } from '../../db/schema';",
    "import { runPrepared } from '../../db/prepared';",
    'export const parts = [eq, sysUser, runPrepared];',
  ].join('\n');

  it('is touched by *.repo.ts files only', async () => {
    const service = await fired('src/server/modules/probe/probe.service.ts', reachesTheSchema);
    expect(count(service, BOUNDARY)).toBe(3);
    expect(service[0]).toContain('call a repo');
    expect(await fired('src/server/modules/probe/probe.repo.ts', reachesTheSchema)).toEqual([]);
  });

  it('lends its stored JSON shapes as types to the pure code, never its tables', async () => {
    const rules = 'src/server/modules/probe/probe.rules.ts';
    const asType = "import type { OptionRow } from '../../db/schema';\nexport type Options = OptionRow[];";
    expect(await fired(rules, asType)).toEqual([]);
    const asValue =
      "import { eduQuestion, type OptionRow } from '../../db/schema';\nexport const q = eduQuestion;";
    expect(count(await fired(rules, asValue), BOUNDARY)).toBe(1);
  });

  it('sits below the modules and the seed: src/server/db imports neither', async () => {
    const messages = await fired(
      'src/server/db/probe.ts',
      [
        "import { PLATFORM_MENU_PATHS } from '../modules/menu';",
        "import { seed } from '../seed';",
        'export const parts = [PLATFORM_MENU_PATHS, seed];',
      ].join('\n'),
    );
    expect(count(messages, BOUNDARY)).toBe(2);
    expect(messages[0]).toContain('src/server/db sits below the modules');
  });

  it('is not touched by plugins or lib either', async () => {
    const plugin = await fired(
      'src/server/plugins/probe.ts',
      "import { sysUser } from '../db/schema';\nexport const u = sysUser;",
    );
    expect(count(plugin, BOUNDARY)).toBe(1);
  });
});

describe('configuration', () => {
  const readsEnv = 'export const port = process.env.PORT;\nconst { env } = process;\nexport const all = env;';

  it('is read from process.env in src/server/env.ts only', async () => {
    expect(count(await fired('src/server/app-probe.ts', readsEnv), 'no-restricted-properties')).toBe(2);
    expect(count(await fired('src/client/lib/probe.ts', readsEnv), 'no-restricted-properties')).toBe(2);
    expect(await fired('src/server/env.ts', readsEnv)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are found: envelope.ts importing course.ts, which imports envelope.ts', async () => {
    const messages = await fired(
      'src/contract/envelope.ts',
      "import { courseSchema } from './course';\nexport const c = courseSchema;",
    );
    expect(messages).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});

describe('query keys', () => {
  const code = [
    "import { queryOptions } from '@tanstack/react-query';",
    "export const q = queryOptions({ queryKey: ['study', 'records'], queryFn: () => 1 });",
  ].join('\n');

  it('are written out in key factories only', async () => {
    const inFeature = await fired('src/client/features/study/api/probe.ts', code);
    expect(count(inFeature, 'no-restricted-syntax')).toBe(1);
    expect(inFeature[0]).toContain('key factory');
    expect(await fired('src/client/features/study/api/keys.ts', code)).toEqual([]);
  });
});

describe('zod on a phone', () => {
  const code = [
    "import { withinCheckinWindow } from '@contract/checkin';",
    "import type { Checkin } from '@contract/checkin';",
    "import { HEARTBEAT_MS } from '@contract/study-rules';",
    "import { z } from 'zod';",
    'export const used = [withinCheckinWindow, HEARTBEAT_MS, z] as const;',
    'export type Used = Checkin;',
  ].join('\n');

  it('the portal takes types only from schema modules and never imports zod', async () => {
    const portal = await fired('src/client/features/checkin/components/probe.ts', code);
    expect(count(portal, 'no-restricted-imports')).toBe(2);
    expect(portal.join('\n')).toContain('zod-free module');
  });

  it('the console may (a staff desktop, not a first visit)', async () => {
    const console = await fired('src/client/features/console-edu/components/probe.ts', code);
    expect(count(console, 'no-restricted-imports')).toBe(0);
  });
});

describe('server modules', () => {
  it("refuse another module's repo and other files, from a module or from outside the modules", async () => {
    const fromModule = await fired(
      'src/server/modules/account/probe.service.ts',
      [
        "import { userByPhone } from '../sms/sms.repo';",
        "import { useSmsCode } from '../sms/sms.service';",
        'export const parts = [userByPhone, useSmsCode];',
      ].join('\n'),
    );
    expect(count(fromModule, BOUNDARY)).toBe(2);
    expect(fromModule[0]).toContain('entered by its index.ts only');
    const fromPlugin = await fired(
      'src/server/plugins/probe.ts',
      "import { fileById } from '../modules/file/file.repo';\nexport const f = fileById;",
    );
    expect(count(fromPlugin, BOUNDARY)).toBe(1);
  });

  it('enter another module by its index, and their own files freely', async () => {
    const messages = await fired(
      'src/server/modules/account/probe.service.ts',
      [
        "import { userByPhone, useSmsCode } from '../sms';",
        "import { setPassword } from './account.repo';",
        'export const parts = [userByPhone, useSmsCode, setPassword];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('name their files <area>.<layer>.ts, in sub-folders too', async () => {
    const layerless = await fired('src/server/modules/exam/attempts/grading.ts', 'export const a = 1;');
    expect(layerless.filter((m) => m.startsWith('server-modules/file-names:'))).toHaveLength(1);
    expect(layerless[0]).toContain('does not say its layer');
    const twoAreas = await fired('src/server/modules/user/user.admin.ts', 'export const a = 1;');
    expect(count(twoAreas, 'server-modules/file-names')).toBe(1);
    for (const ok of [
      'src/server/modules/exam/attempts/grading.service.ts',
      'src/server/modules/dept/tree.rules.ts',
    ])
      expect(await fired(ok, 'export const a = 1;'), ok).toEqual([]);
  });
  it("offer services at their door, never their repository's functions (its row types may pass)", async () => {
    const door = 'src/server/modules/sms/index.ts';
    const reexport = await fired(door, "export { userByPhone } from './sms.repo';");
    expect(count(reexport, 'server-modules/door-offers-services')).toBe(1);
    expect(reexport[0]).toContain("is the module's repository");
    const imported = await fired(
      door,
      "import * as repo from './sms.repo';\nexport const find = repo.userByPhone;",
    );
    expect(count(imported, 'server-modules/door-offers-services')).toBe(1);
    expect(await fired(door, "export type { SmsRow } from './sms.repo';")).toEqual([]);
    expect(await fired(door, "export { userByPhone } from './sms.service';")).toEqual([]);
    // Elsewhere in the module a repository is imported as usual.
    expect(
      await fired('src/server/modules/sms/probe.service.ts', "export { userByPhone } from './sms.repo';"),
    ).toEqual([]);
  });
});
