import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { VerifyAnswer } from '@contract/certificate';
import {
  checkCertificateToken,
  compactToken,
  signingInput,
  type CertificateClaims,
  type SigningJwk,
} from '@contract/certificate-rules';
import { verdictOf } from '@/features/checkin/verify/verdict';

/** A tenant's key as the server makes it, and tokens signed with it as the server signs them. */
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const KID = 't1-test';
const keys: SigningJwk[] = [
  { kty: 'OKP', crv: 'Ed25519', x: publicKey.export({ format: 'jwk' }).x!, kid: KID },
];
const claims = (o: Partial<CertificateClaims> = {}): CertificateClaims => ({
  n: 'PX-2026-000123',
  h: '张学员',
  c: '物业安全管理',
  ch: 8,
  d: '2026-03-01',
  e: '2027-02-28',
  s: 'valid',
  iat: 1_772_000_000,
  ...o,
});
const tokenOf = (c: CertificateClaims, kid = KID) => {
  const input = signingInput(c, kid);
  return compactToken(input, sign(null, Buffer.from(input), privateKey));
};
const answer = (o: Partial<VerifyAnswer> = {}): VerifyAnswer => ({
  number: 'PX-2026-000123',
  exists: true,
  checked: true,
  state: 'valid',
  holderName: '张*员',
  courseTitle: '物业安全管理',
  creditHours: 8,
  completedOn: '2026-03-01',
  expiresOn: '2027-02-28',
  issuer: '协会',
  revokeReason: null,
  replacedBy: null,
  signingKey: { kid: KID, x: keys[0]!.x },
  ...o,
});
const judge = async (
  token: string,
  server: VerifyAnswer | null,
  today = '2026-12-06',
  number = 'PX-2026-000123',
) => verdictOf(number, await checkCertificateToken(token, keys, today), server);

describe('a scanned certificate, checked on the device', () => {
  it('is valid offline, saying revocation was not checked; online the association confirms it', async () => {
    expect(await judge(tokenOf(claims()), null)).toEqual({
      state: 'valid',
      claims: claims(),
      checked: false,
    });
    expect(await judge(tokenOf(claims()), answer())).toEqual({
      state: 'valid',
      claims: claims(),
      checked: true,
    });
  });

  it('is expired the day after its last valid day, not on it (China day)', async () => {
    expect((await judge(tokenOf(claims()), null, '2027-02-28')).state).toBe('valid');
    expect((await judge(tokenOf(claims()), null, '2027-03-01')).state).toBe('expired');
    expect((await judge(tokenOf(claims({ e: null })), null, '2099-01-01')).state).toBe('valid');
  });

  it('is forged when one character of the payload, the signature or the header changes', async () => {
    const token = tokenOf(claims());
    const [header = '', payload = '', signature = ''] = token.split('.');
    const swap = (part: string, at: number) =>
      part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);
    for (const changed of [
      `${header}.${swap(payload, 10)}.${signature}`,
      `${header}.${payload}.${swap(signature, 5)}`,
      `${swap(header, 3)}.${payload}.${signature}`,
      `${header}.${payload}`,
      'not a token',
    ])
      expect(await judge(changed, answer()), changed).toEqual({ state: 'forged' });
  });

  it('is forged when a genuine token is put in the link of another number', async () => {
    const other = tokenOf(claims({ n: 'PX-2026-000999' }));
    expect(await judge(other, null)).toEqual({ state: 'forged' });
  });

  it('says so when the key is one this device has not read', async () => {
    expect(await judge(tokenOf(claims(), 't1-newer'), answer())).toEqual({ state: 'unknown-key' });
  });

  it('is revoked, with the reason, or replaced, when the association says so online', async () => {
    const revoked = answer({ state: 'revoked', revokeReason: '培训记录有误' });
    expect(await judge(tokenOf(claims()), revoked)).toEqual({
      state: 'revoked',
      claims: claims(),
      answer: revoked,
    });
    const replaced = answer({ state: 'replaced', replacedBy: 'PX-2026-000200' });
    expect(await judge(tokenOf(claims()), replaced)).toMatchObject({ state: 'replaced', answer: replaced });
  });

  it('is unknown when the association has no such number; a wrong check code leaves revocation unchecked', async () => {
    const none = answer({ exists: false, checked: false, state: null });
    expect(await judge(tokenOf(claims()), none)).toEqual({ state: 'unknown-number', claims: claims() });
    const wrongCode = answer({ checked: false, state: null, holderName: null });
    expect(await judge(tokenOf(claims()), wrongCode)).toEqual({
      state: 'valid',
      claims: claims(),
      checked: false,
    });
  });

  it('a forged token stays forged whatever the association answers', async () => {
    const token = tokenOf(claims());
    const [h = '', p = '', s = ''] = token.split('.');
    expect(await judge(`${h}.${p}x.${s}`, answer({ state: 'revoked' }))).toEqual({ state: 'forged' });
  });
});
