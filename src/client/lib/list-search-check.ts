import type { ListSearch } from '@contract/envelope';

// Apart from lib/paged-search.ts so that the phone's first chunk, where the console's validateSearch lives, holds
// these few lines only and not the list helpers.
type Check = (raw: Record<string, unknown>) => ListSearch;

let check: Check | undefined;

/** Installs the console's check (app/console-boot.ts, with zod). */
export function installListSearchCheck(next: Check) {
  check = next;
}

/**
 * The console routes' validateSearch, and what every reader of a console address runs (lib/use-paged-table.ts,
 * lib/paged-search.ts's pageParams). The first console address of a visit is matched before /admin's beforeLoad
 * has loaded the check: that match keeps the address as it came, and the readers, which run after beforeLoad,
 * check it then.
 */
export function pagedSearch(raw: Record<string, unknown>): ListSearch {
  return check ? check(raw) : (raw as ListSearch);
}
