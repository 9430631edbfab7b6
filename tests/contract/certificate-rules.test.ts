import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  certificateNumber,
  checkCertificateToken,
  compactToken,
  expiryOf,
  maskName,
  sessionsNeeded,
  parseVerifyLink,
  signingInput,
  tenantOfNumber,
  verifyLink,
  type CertificateClaims,
  type SigningJwk,
} from '@contract/certificate-rules';

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, jwk: publicKey.export({ format: 'jwk' }) as Omit<SigningJwk, 'kid'> };
};
const issuer = pair();
const KEYS: SigningJwk[] = [{ ...issuer.jwk, kid: 't1-1' }];
const CLAIMS: CertificateClaims = {
  n: 'PX-2026-000123',
  h: '张学员',
  c: '物业管理实务（初级）',
  ch: 12.5,
  d: '2026-11-30',
  e: '2028-11-30',
  s: 'valid',
  iat: 1_796_000_000,
};
const tokenOf = (claims: CertificateClaims, kid = 't1-1', key = issuer.privateKey) => {
  const input = signingInput(claims, kid);
  return compactToken(input, sign(null, Buffer.from(input), key));
};

describe('a certificate number', () => {
  it('is PX-year-sequence, with the tenant after PX except for the default tenant', () => {
    expect(certificateNumber(1, 2026, 123)).toBe('PX-2026-000123');
    expect(certificateNumber(7, 2026, 1)).toBe('PX7-2026-000001');
    expect(certificateNumber(1, 2027, 1_234_567)).toBe('PX-2027-1234567');
    expect(tenantOfNumber('PX-2026-000123')).toBe(1);
    expect(tenantOfNumber('PX7-2026-000001')).toBe(7);
    expect(tenantOfNumber('PX-2026-00012')).toBeNull();
    expect(tenantOfNumber('px-2026-000123')).toBeNull();
    expect(tenantOfNumber("PX-2026-000123' or 1=1")).toBeNull();
  });
});

describe('a certificate token, checked with no network', () => {
  it('holds when signed by a published key, and says expired after its expiry day (not on it)', async () => {
    const token = tokenOf(CLAIMS);
    await expect(checkCertificateToken(token, KEYS, '2028-11-30')).resolves.toMatchObject({
      state: 'valid',
      claims: CLAIMS,
      kid: 't1-1',
    });
    await expect(checkCertificateToken(token, KEYS, '2028-12-01')).resolves.toMatchObject({
      state: 'expired',
    });
    const forever = tokenOf({ ...CLAIMS, e: null });
    await expect(checkCertificateToken(forever, KEYS, '2099-01-01')).resolves.toMatchObject({
      state: 'valid',
    });
  });

  it('is forged when any one character of its payload changes', async () => {
    const token = tokenOf(CLAIMS);
    const [header, payload, sig] = token.split('.') as [string, string, string];
    // Each position of the payload, the last one's unused bits included, flipped to another character.
    for (let i = 0; i < payload.length; i++) {
      const ch =
        payload[i] === 'A' ? 'B' : payload[i] === 'B' ? 'C' : String.fromCharCode(payload.charCodeAt(i) ^ 1);
      const changed = `${header}.${payload.slice(0, i)}${ch}${payload.slice(i + 1)}.${sig}`;
      await expect(checkCertificateToken(changed, KEYS, '2026-12-06')).resolves.toEqual({
        state: 'forged',
      });
    }
    // A payload re-signed with a key nobody published under that kid.
    const stranger = pair();
    await expect(
      checkCertificateToken(
        tokenOf({ ...CLAIMS, h: '李四' }, 't1-1', stranger.privateKey),
        KEYS,
        '2026-12-06',
      ),
    ).resolves.toEqual({ state: 'forged' });
  });

  it('says forged for what is no token, and names a key it does not know', async () => {
    for (const junk of ['', 'a.b', 'a.b.c', '..', 'x'.repeat(5000), `${tokenOf(CLAIMS)}.extra`])
      await expect(checkCertificateToken(junk, KEYS, '2026-12-06')).resolves.toEqual({ state: 'forged' });
    await expect(checkCertificateToken(tokenOf(CLAIMS, 't9-1'), KEYS, '2026-12-06')).resolves.toEqual({
      state: 'unknown-key',
      kid: 't9-1',
    });
  });
});

describe('a verify link', () => {
  it('carries the number and check code to the server and the token after # to the phone only', () => {
    const link = verifyLink('https://px.example', 'PX-2026-000123', 'Ab3dE6gH9k', 'h.p.s');
    expect(link).toBe('https://px.example/verify/PX-2026-000123?c=Ab3dE6gH9k#h.p.s');
    expect(parseVerifyLink(link)).toEqual({
      number: 'PX-2026-000123',
      checkCode: 'Ab3dE6gH9k',
      token: 'h.p.s',
    });
    expect(parseVerifyLink('https://px.example/verify/PX-2026-000123?c=Ab3dE6gH9k')).toMatchObject({
      token: null,
    });
  });

  it('is nothing when its number or check code is malformed, or it is no URL', () => {
    expect(parseVerifyLink('https://px.example/verify/PX-2026-000123?c=short')).toBeNull();
    expect(parseVerifyLink('https://px.example/verify/123?c=Ab3dE6gH9k')).toBeNull();
    expect(parseVerifyLink('https://px.example/other/PX-2026-000123?c=Ab3dE6gH9k')).toBeNull();
    expect(parseVerifyLink('PX-2026-000123')).toBeNull();
    expect(parseVerifyLink('s:1:abc')).toBeNull();
  });
});

describe('a masked name', () => {
  it('keeps the first and last characters', () => {
    expect(maskName('张学员')).toBe('张*员');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('王')).toBe('王');
    expect(maskName('Alan')).toBe('A**n');
    expect(maskName('  ')).toBe('');
  });
});

describe("a course's rule in numbers", () => {
  it('needs the share of sessions rounded up, and at least one', () => {
    expect(sessionsNeeded(2, 50)).toBe(1);
    expect(sessionsNeeded(2, 51)).toBe(2);
    expect(sessionsNeeded(3, 100)).toBe(3);
    expect(sessionsNeeded(3, 67)).toBe(3);
    expect(sessionsNeeded(3, 66)).toBe(2);
    expect(sessionsNeeded(10, 1)).toBe(1);
  });

  it('ends a certificate the same day so many months on, or the month’s last day', () => {
    expect(expiryOf('2026-11-04', 24)).toBe('2028-11-04');
    expect(expiryOf('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryOf('2027-01-31', 13)).toBe('2028-02-29');
    expect(expiryOf('2026-12-15', 1)).toBe('2027-01-15');
    expect(expiryOf('2026-12-15', null)).toBeNull();
  });
});
