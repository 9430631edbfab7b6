import type { BrowserContext } from '@playwright/test';

/** The pages issue 13 budgets, by name, with the path (and demo ids) each opens. */
export function budgetedPages(base: string): Promise<Record<string, { path: string; ready: string }>>;

export function firstVisitBytes(
  context: BrowserContext,
  url: string,
  ready?: string,
): Promise<{ total: number; requests: number; files: Record<string, number> }>;
