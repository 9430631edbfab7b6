import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * pig-ui's request/answer cipher (its src/utils/apiCrypto.ts): AES-128-CFB without padding, IV = key, base64 —
 * the login password's scheme — or, when an SM4 key is set, SM4-ECB with PKCS#7 and hex (sm-crypto's default).
 */
export type ApiCipher = {
  kind: 'aes' | 'sm4';
  encrypt: (plain: string) => string;
  /** The plain text, or null when the text is not ciphertext of this key (wrong form, padding or UTF-8). */
  decrypt: (cipherText: string) => string | null;
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX_BLOCKS = /^(?:[0-9a-fA-F]{32})+$/;
// Control characters other than tab and line breaks: AES-CFB decrypts any bytes, so plain text that merely looks
// like base64 must also come out as text a client could have sent to be taken for ciphertext.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(bytes: Buffer): string | null {
  try {
    const text = utf8.decode(bytes);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

function aes(key: string): ApiCipher {
  const k = Buffer.from(key, 'utf8');
  return {
    kind: 'aes',
    encrypt: (plain) => {
      const c = createCipheriv('aes-128-cfb', k, k);
      return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
    },
    decrypt: (cipherText) => {
      if (!cipherText || !BASE64.test(cipherText)) return null;
      const d = createDecipheriv('aes-128-cfb', k, k);
      return asText(Buffer.concat([d.update(Buffer.from(cipherText, 'base64')), d.final()]));
    },
  };
}

function sm4(hexKey: string): ApiCipher {
  const k = Buffer.from(hexKey, 'hex');
  return {
    kind: 'sm4',
    encrypt: (plain) => {
      const c = createCipheriv('sm4-ecb', k, null);
      return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('hex');
    },
    decrypt: (cipherText) => {
      if (!HEX_BLOCKS.test(cipherText)) return null;
      try {
        const d = createDecipheriv('sm4-ecb', k, null);
        return asText(Buffer.concat([d.update(Buffer.from(cipherText, 'hex')), d.final()]));
      } catch {
        return null; // bad padding: not ciphertext of this key
      }
    },
  };
}

/** The cipher the settings name (SM4 wins, as in pig-ui), or null when encryption is off. */
export function apiCipher(env: { API_ENC_KEY?: string; SM4_ENC_KEY?: string }): ApiCipher | null {
  if (env.SM4_ENC_KEY) return sm4(env.SM4_ENC_KEY);
  if (env.API_ENC_KEY) return aes(env.API_ENC_KEY);
  return null;
}
