import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Env } from '../env';

/** What the operator is told, as it is (no stack): a refusal or a problem found, with what to do. */
export class OpsError extends Error {}

/** A path the operator typed, read from where they typed it (npm run moves to the project root). */
export const operatorPath = (env: Env, path: string) => resolve(env.INIT_CWD ?? process.cwd(), path);

/** The command's options; unknown ones and a missing required one are refused with the usage line. */
export function options<K extends string>(
  usage: string,
  strings: readonly K[],
  flags: readonly string[] = [],
) {
  try {
    const { values } = parseArgs({
      options: {
        ...Object.fromEntries(strings.map((k) => [k, { type: 'string' as const }])),
        ...Object.fromEntries(flags.map((k) => [k, { type: 'boolean' as const }])),
      },
      strict: true,
      allowPositionals: false,
    });
    return values as Partial<Record<K, string>> & Record<string, unknown>;
  } catch (err) {
    throw new OpsError(`${(err as Error).message}\nUsage: ${usage}`);
  }
}

/** Runs a command: its result line on stdout, a failure on stderr with exit code 1. */
export function run(name: string, work: () => Promise<string>) {
  work().then(
    (line) => {
      console.log(line);
      process.exit(0);
    },
    (err: unknown) => {
      const text =
        err instanceof OpsError ? err.message : `${name} failed: ${(err as Error)?.message ?? err}`;
      console.error(text);
      process.exit(1);
    },
  );
}
