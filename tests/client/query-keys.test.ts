import { describe, expect, it } from 'vitest';

type Factory = Record<string, unknown>;
/** Every key factory of the client: the shared one and one per feature. */
const modules = import.meta.glob<Record<string, Factory>>('/src/client/**/keys.ts', { eager: true });

/** The keys a factory makes: its arrays, and what its functions return (called with placeholder arguments). */
const keysOf = (factory: Factory): unknown[][] =>
  Object.values(factory).flatMap((v) => {
    if (Array.isArray(v)) return [v];
    if (typeof v === 'function') return [(v as (...a: unknown[]) => unknown[])('a', 'b')];
    if (v && typeof v === 'object') return keysOf(v as Factory);
    return [];
  });

describe('query keys', () => {
  const factories = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, factory]) => ({ owner: `${file}#${name}`, factory })),
  );

  it('come from a factory in every feature that queries', () => {
    const owners = factories.map((f) => f.owner);
    for (const feature of ['admin', 'auth', 'checkin', 'console-edu', 'courses', 'study'])
      expect(owners.some((o) => o.includes(`/features/${feature}/api/keys.ts`))).toBe(true);
    expect(owners.some((o) => o.includes('/src/client/api/keys.ts'))).toBe(true);
  });

  it('start with a first element that no other owner uses, so two owners never make the same key', () => {
    const firstOf = new Map<string, string>();
    for (const { owner, factory } of factories) {
      const heads = new Set(keysOf(factory).map((k) => String(k[0])));
      expect(heads.size, owner).toBeGreaterThan(0);
      for (const head of heads) {
        expect(firstOf.get(head) ?? owner, `"${head}" is used by two owners`).toBe(owner);
        firstOf.set(head, owner);
      }
    }
  });
});
