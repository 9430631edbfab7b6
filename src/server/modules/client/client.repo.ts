import { and, asc, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { ClientSortField } from '@contract/client';
import type { Db } from '../../db/client';
import { sysOauthClientDetails as clients } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type ClientRow = typeof clients.$inferSelect;
const live = eq(clients.delFlag, '0');

/** The clients page's sortable fields (the contract's ClientSortField). */
const CLIENT_SORT: SortColumns<ClientSortField> = {
  id: clients.id,
  clientId: clients.clientId,
  scope: clients.scope,
  authorizedGrantTypes: clients.authorizedGrantTypes,
  accessTokenValidity: clients.accessTokenValidity,
  refreshTokenValidity: clients.refreshTokenValidity,
};

/** One page of the live clients, first made first unless a sort is asked for. */
export async function clientPage(
  db: Db,
  q: { clientId?: string; current: number; size: number; sort?: SortQuery<ClientSortField> },
) {
  const where = and(live, q.clientId ? ilike(clients.clientId, containing(q.clientId)) : undefined);
  const order = orderOf(CLIENT_SORT, q.sort ?? {}, [asc(clients.id)], clients.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(clients)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function clientByClientId(db: Db, clientId: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(live, eq(clients.clientId, clientId)));
  return row;
}

export async function clientById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(live, eq(clients.id, id)));
  return row;
}

/** Any row (a deleted one too: client_id is unique over the whole table) with this client id but `exceptId`. */
export async function clientIdTaken(db: Db, clientId: string, exceptId?: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.clientId, clientId), exceptId === undefined ? undefined : ne(clients.id, exceptId)),
    );
  return !!row;
}

export async function insertClient(db: Db, row: typeof clients.$inferInsert) {
  const [created] = await db.insert(clients).values(row).returning();
  return created;
}

export async function updateClient(db: Db, id: number, change: Partial<typeof clients.$inferInsert>) {
  const [row] = await db
    .update(clients)
    .set({ ...change, updateTime: new Date() })
    .where(and(live, eq(clients.id, id)))
    .returning();
  return row;
}

export const clientsByIds = (db: Db, ids: number[]) =>
  db
    .select()
    .from(clients)
    .where(and(live, inArray(clients.id, ids)));

/** Deletes for good: a client id may be registered again. */
export const removeClients = (db: Db, ids: number[]) =>
  db.delete(clients).where(inArray(clients.id, ids)).returning({ id: clients.id });
