import { createSigner, type Signer } from '@contract/signed-codes';

let loading: Promise<Signer> | null = null;

/**
 * The contract's signer of tickets and session QR codes, with crypto-js's HMAC, loaded on first use: only staff
 * devices (checking tickets offline) and the QR display need it.
 */
export const loadSigner = (): Promise<Signer> =>
  (loading ??= import('./hmac-base64').then(
    ({ hmacBase64 }) => createSigner(hmacBase64),
    (err: unknown) => {
      // Not fetched (offline before it ever was): the next call tries again rather than failing for good.
      loading = null;
      throw err;
    },
  ));
