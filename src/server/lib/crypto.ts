import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** pig's login password scheme: AES-128-CFB, no padding, IV = key, base64, as pig's login page sends it. */
export function decryptPassword(cipherText: string, key: string): string {
  const k = Buffer.from(key, 'utf8');
  const d = createDecipheriv('aes-128-cfb', k, k);
  return Buffer.concat([d.update(Buffer.from(cipherText, 'base64')), d.final()]).toString('utf8');
}

export function encryptPassword(plain: string, key: string): string {
  const k = Buffer.from(key, 'utf8');
  const c = createCipheriv('aes-128-cfb', k, k);
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');
