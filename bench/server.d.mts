/** Starts the built server on a fresh data folder (bench/server.mjs). */
export function startServer(options?: {
  port?: number;
  env?: Record<string, string>;
}): Promise<{ base: string; stop(): Promise<void> }>;
