import { get, set } from 'idb-keyval';
import type { VerifyAnswer } from '@contract/certificate';
import type { SigningJwk } from '@contract/certificate-rules';
import { request } from '@/lib/api-client';

/**
 * The association's published signing keys (/.well-known/jwks.json), kept on the device (IndexedDB) so that a
 * certificate's QR is checked with no network; read again whenever the screen checks one online.
 */
const KEPT_KEYS = 'peixun:certificate-keys';
/**
 * How long a check waits for the network (the keys, the association's answer): a venue's poor signal must not
 * hold the verdict the phone can give itself; past it the check goes on as offline.
 */
const ASK_MS = 5_000;
export type KeptKeys = { keys: SigningJwk[]; fetchedAt: number };

const isJwk = (k: unknown): k is SigningJwk => {
  const j = k as Partial<SigningJwk> | null;
  return (
    !!j && j.kty === 'OKP' && j.crv === 'Ed25519' && typeof j.x === 'string' && typeof j.kid === 'string'
  );
};

export const keptKeys = async (): Promise<KeptKeys | null> =>
  (await get<KeptKeys>(KEPT_KEYS).catch(() => undefined)) ?? null;

/** The keys as published now, kept for next time; the ones kept before when the server cannot be reached. */
export async function freshKeys(): Promise<KeptKeys | null> {
  try {
    const answer = await fetch('/.well-known/jwks.json', {
      cache: 'no-store',
      signal: AbortSignal.timeout(ASK_MS),
    });
    if (!answer.ok) return await keptKeys();
    const body = (await answer.json()) as { keys?: unknown };
    const kept = { keys: Array.isArray(body.keys) ? body.keys.filter(isJwk) : [], fetchedAt: Date.now() };
    await set(KEPT_KEYS, kept).catch(() => undefined);
    return kept;
  } catch {
    return await keptKeys();
  }
}

/** What the association says of a certificate now (revoked, replaced); null when it cannot be asked. */
export const serverAnswer = (number: string, checkCode: string): Promise<VerifyAnswer | null> =>
  request<VerifyAnswer>(`edu/certificate/verify/${encodeURIComponent(number)}`, {
    searchParams: { c: checkCode },
    timeout: ASK_MS,
    quiet: true,
  }).catch(() => null);
