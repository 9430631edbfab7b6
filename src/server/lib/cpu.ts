import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { inSlices } from './pace';
import type {
  SheetCells,
  SheetLimits,
  SheetRefusal,
  SheetPages,
  SheetRowCells,
  TaskName,
  Tasks,
} from '../workers/cpu.worker';

/** A workbook of one sheet: a bold, frozen header row and the rows. */
export type SheetSpec = Omit<SheetPages, 'pages'> & {
  rows: (string | number | null)[][];
  /** An import template: its header row alone is the file. */
  template?: boolean;
};

/**
 * Worker threads for the work that would otherwise stop every other request while it runs: bcrypt,
 * and reading or writing Excel. Two pools, so a large import or export never makes a login wait: passwords get
 * a thread per core, workbooks one thread with bounded memory and time. Threads start on first use and end when
 * idle. From the built server the worker is `dist/server/cpu-worker.js`; from the sources (tests, `npm run dev`)
 * it is the TypeScript file, loaded through tsx (workers/dev-worker.mjs).
 */
const filename = new URL(
  import.meta.url.endsWith('.ts') ? '../workers/dev-worker.mjs' : './cpu-worker.js',
  import.meta.url,
).href;

/** A workbook task that runs longer than this is stopped (its thread is ended) and answered as too large. */
export const SHEET_TASK_MS = 20_000;

let passwords: Piscina | null = null;
let sheets: Piscina | null = null;
const passwordPool = () =>
  (passwords ??= new Piscina({
    filename,
    minThreads: 0,
    maxThreads: Math.max(2, availableParallelism()),
    idleTimeout: 60_000,
  }));
const sheetPool = () =>
  (sheets ??= new Piscina({
    filename,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    // A workbook that inflates past this is refused (the thread ends), not read into the server's own memory.
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
  }));

function run<K extends TaskName>(
  pool: Piscina,
  task: K,
  arg: Parameters<Tasks[K]>[0],
  signal?: AbortSignal,
  transferList?: ArrayBuffer[],
): Promise<Awaited<ReturnType<Tasks[K]>>> {
  return pool.run({ task, arg }, { signal, transferList }) as Promise<Awaited<ReturnType<Tasks[K]>>>;
}

/**
 * The bcrypt cost of the passwords this process hashes: one setting (PASSWORD_HASH_COST), set as the app is
 * built. Checking a password reads the cost from its hash, so a change applies to passwords set from then on.
 */
let passwordHashCost = 10;
export const setPasswordHashCost = (cost: number) => {
  passwordHashCost = cost;
};

/** `cost`: for a password nobody will type (an enterprise member's random first one), less work. */
export const hashPassword = (password: string, cost = passwordHashCost): Promise<string> =>
  run(passwordPool(), 'hashPassword', { password, rounds: cost });

export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  run(passwordPool(), 'verifyPassword', { password, hash });

/**
 * Reads an upload's first sheet on the sheets' thread; its rows come back as JSON pages, read here a page at a
 * time. A task that fails (out of memory, too slow) reads as too large.
 */
export async function readSheetCells(
  buffer: Buffer,
  limits: SheetLimits,
): Promise<{ header: string[]; rows: SheetRowCells[] } | SheetRefusal> {
  let read: SheetCells | SheetRefusal;
  try {
    read = await run(sheetPool(), 'readSheetCells', { buffer, limits }, AbortSignal.timeout(SHEET_TASK_MS));
  } catch {
    return { refused: 'tooLarge' };
  }
  if ('refused' in read) return read;
  const rows = await inSlices(read.pages, async ([page]) => JSON.parse(page ?? '[]') as SheetRowCells[], 1);
  return { header: read.header, rows };
}

/**
 * Writes a workbook on the sheets' thread. The rows cross to it as UTF-8 JSON a slice at a time, each slice's
 * bytes moved rather than copied: a structured copy of 50,000 rows, or even of their text, held the loop for
 * 55 ms.
 */
export const writeSheet = (spec: SheetSpec): Promise<Buffer> => writeBook([spec]);

/** A workbook of several sheets, in order, as writeSheet writes one. */
export async function writeBook(specs: SheetSpec[]): Promise<Buffer> {
  // An export with no rows is an empty answer, which pig-ui's download and ours name "content is empty, cannot
  // download" rather than saving a sheet of headers.
  if (specs.every((s) => !s.rows.length && !s.template)) return Buffer.alloc(0);
  const encoder = new TextEncoder();
  const book: SheetPages[] = [];
  const moved: ArrayBuffer[] = [];
  for (const { name, columns, textCells, autoFilter, rows } of specs) {
    const pages = await inSlices(rows, async (slice) => [encoder.encode(JSON.stringify(slice))], 2000);
    moved.push(...pages.map((p) => p.buffer));
    book.push({ name, columns, textCells, autoFilter, pages });
  }
  const bytes = await run(sheetPool(), 'writeBook', book, AbortSignal.timeout(SHEET_TASK_MS * 3), moved);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the threads (a server's shutdown). */
export async function closeCpuPools() {
  await Promise.all([passwords?.close(), sheets?.close()]);
  passwords = sheets = null;
}
