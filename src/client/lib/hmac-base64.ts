/** crypto-js's HMAC-SHA256 with its Base64 encoder: one module, so the signer is one chunk to fetch, not three. */
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Base64 from 'crypto-js/enc-base64';

export const hmacBase64 = (secret: string, message: string): string =>
  HmacSHA256(message, secret).toString(Base64);
