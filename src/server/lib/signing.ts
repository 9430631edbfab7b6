import { createHmac } from 'node:crypto';
import { createSigner } from '@contract/signed-codes';

/** Tickets and session QR codes, signed and checked by the contract's one signer with node's HMAC. */
export const signer = createSigner((secret, message) =>
  createHmac('sha256', secret).update(message).digest('base64'),
);
