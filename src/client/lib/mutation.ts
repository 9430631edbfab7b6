import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type MutationFunctionContext,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * A feature's write as its api/ folder defines it: the call with its wire mapping, and in `onSuccess` the
 * queries it makes stale (issue 29). Components take it through the feature's hook, never build it.
 */
export type DataMutation<TData, TVars, TContext = unknown> = UseMutationOptions<
  TData,
  Error,
  TVars,
  TContext
>;

/**
 * What a component adds to a feature's write: its reactions on the screen (a toast, closing a popup).
 * `onSuccess` runs first, then the write's own `onSuccess` (its invalidation); `afterRefresh` once that is done
 * (what must wait for the screen's data, such as leaving the screen). All are awaited before the write settles.
 */
export type MutationUi<TData, TVars> = {
  /** As the write starts (an optimistic draft on the screen). */
  onMutate?: (vars: TVars) => unknown;
  onSuccess?: (data: TData, vars: TVars) => unknown;
  afterRefresh?: (data: TData, vars: TVars) => unknown;
  onError?: (error: Error, vars: TVars) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, vars: TVars) => unknown;
};

/** A feature's write with a component's reactions added (see MutationUi for the order). */
export function withUi<TData, TVars, TContext>(
  base: DataMutation<TData, TVars, TContext>,
  ui: MutationUi<TData, TVars> = {},
): DataMutation<TData, TVars, TContext> {
  return {
    ...base,
    onMutate: (vars, context) => {
      ui.onMutate?.(vars);
      return base.onMutate?.(vars, context) as TContext | Promise<TContext>;
    },
    onSuccess: async (data, vars, result, context) => {
      await Promise.all([ui.onSuccess?.(data, vars), base.onSuccess?.(data, vars, result, context)]);
      await ui.afterRefresh?.(data, vars);
    },
    onError: (error, vars, result, context) =>
      Promise.all([ui.onError?.(error, vars), base.onError?.(error, vars, result, context)]),
    onSettled: (data, error, vars, result, context) =>
      Promise.all([ui.onSettled?.(data, error, vars), base.onSettled?.(data, error, vars, result, context)]),
  };
}

/** The hook a feature's api/ builds its write hooks on: `useSaveDept = (ui) => useDataMutation(saveDept, ui)`. */
export const useDataMutation = <TData, TVars, TContext>(
  base: DataMutation<TData, TVars, TContext>,
  ui?: MutationUi<TData, TVars>,
): UseMutationResult<TData, Error, TVars, TContext> => useMutation(withUi(base, ui));

/**
 * A write's `onSuccess` that marks these queries stale and waits for the shown ones to be read again (the
 * write stays pending meanwhile, so its button keeps spinning until the screen shows the change).
 */
export const invalidates =
  (...keys: QueryKey[]) =>
  (_data: unknown, _vars: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** A screen's Refresh: marks these queries stale (the shown ones are read again). For a feature's api/ hooks. */
export function useRefresh(...keys: QueryKey[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What a table page's save gets: the row being edited (none: a new one) and the form's fields. */
export type CrudSave<T, F> = { row: T | undefined; fields: F };

/**
 * A table page's save (a create, or an update of the row being edited) and delete by id, both refreshing the
 * page's queries under `invalidate`. A feature's api/ wraps them in its hooks (useSaveRole, useDeleteRole).
 */
export function crudMutations<T, F>(o: {
  create: (fields: F) => Promise<unknown>;
  update: (row: T, fields: F) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  invalidate: QueryKey;
}) {
  return {
    save: mutationOptions({
      mutationFn: ({ row, fields }: CrudSave<T, F>) => (row ? o.update(row, fields) : o.create(fields)),
      onSuccess: invalidates(o.invalidate),
    }),
    remove: mutationOptions({ mutationFn: o.remove, onSuccess: invalidates(o.invalidate) }),
  };
}
