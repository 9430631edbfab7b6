import type { BrowserContext } from '@playwright/test';
export function firstVisitBytes(
  context: BrowserContext,
  url: string,
): Promise<{ total: number; files: Record<string, number> }>;
