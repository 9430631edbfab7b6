import { createSigner, type Signer } from '@contract/signed-codes';

let loading: Promise<Signer> | null = null;

/**
 * The contract's signer of tickets and session QR codes, with crypto-js's HMAC, loaded on first use: only staff
 * devices (checking tickets offline) and the QR display need it.
 */
export const loadSigner = (): Promise<Signer> =>
  (loading ??= Promise.all([import('crypto-js/hmac-sha256'), import('crypto-js/enc-base64')]).then(
    ([{ default: HmacSHA256 }, { default: Base64 }]) =>
      createSigner((secret, message) => HmacSHA256(message, secret).toString(Base64)),
  ));
