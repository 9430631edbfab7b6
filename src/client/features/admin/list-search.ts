import { listSearchSchema } from '@contract/envelope';
import type { PagedSearch } from '@/lib/paged-search';

/**
 * The console routes' check of a list's address: the contract's zod schema, in a chunk only the console loads
 * (app/console-boot.ts installs it into lib/list-search-check.ts). It drops what is ill formed and never throws.
 */
export const checkListSearch = (raw: Record<string, unknown>): PagedSearch => listSearchSchema.parse(raw);
