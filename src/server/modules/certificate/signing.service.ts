import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  compactToken,
  signingInput,
  type CertificateClaims,
  type SigningJwk,
} from '@contract/certificate-rules';
import type { Db } from '../../db/client';
import * as repo from './certificate.repo';

/**
 * Each tenant's Ed25519 key: made on its first certificate, kept in the database (so every process signs with the
 * same key), read once per process. Its public half is published, every key ever used, in the JWKS.
 */
const live = new Map<number, Promise<{ kid: string; key: KeyObject }>>();

async function loadOrMake(db: Db, tenantId: number): Promise<{ kid: string; key: KeyObject }> {
  let row = await repo.liveKey(db, tenantId);
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const { x = '' } = publicKey.export({ format: 'jwk' });
    await repo.insertKey(db, {
      kid: `t${tenantId}-${Date.now().toString(36)}`,
      tenantId,
      publicJwk: { kty: 'OKP', crv: 'Ed25519', x },
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
    // Another process may have stored its key first: every process signs with the one stored.
    row = await repo.liveKey(db, tenantId);
  }
  if (!row) throw new Error(`no signing key for tenant ${tenantId}`);
  return { kid: row.kid, key: createPrivateKey(row.privateKey) };
}

function tenantKey(db: Db, tenantId: number) {
  let key = live.get(tenantId);
  if (!key) {
    key = loadOrMake(db, tenantId);
    live.set(tenantId, key);
    key.catch(() => live.delete(tenantId));
  }
  return key;
}

/** The compact JWS a certificate's QR carries, and the key that signed it. */
export async function signClaims(db: Db, tenantId: number, claims: CertificateClaims) {
  const { kid, key } = await tenantKey(db, tenantId);
  const input = signingInput(claims, kid);
  return { kid, token: compactToken(input, sign(null, Buffer.from(input), key)) };
}

/** The JSON Web Key Set: every tenant's public keys. */
export async function jwks(db: Db): Promise<{ keys: Required<SigningJwk>[] }> {
  const rows = await repo.publicKeys(db);
  return { keys: rows.map((r) => ({ ...r.jwk, kid: r.kid, alg: 'EdDSA', use: 'sig' })) };
}
