import type { VerifyAnswer } from '@contract/certificate';
import type { CertificateClaims, TokenCheck } from '@contract/certificate-rules';

/**
 * What the screen says of a scanned certificate. The signature is checked on the device, with no network; the
 * association's answer (revoked, replaced, unknown) is added when it could be asked.
 */
export type Verdict =
  /** The signature holds; `checked` says whether the association confirmed it was not revoked. */
  | { state: 'valid' | 'expired'; claims: CertificateClaims; checked: boolean }
  /** The signature holds, but the association has since revoked or replaced it. */
  | { state: 'revoked' | 'replaced'; claims: CertificateClaims; answer: VerifyAnswer }
  /** The signature holds, but the association has no certificate of that number. */
  | { state: 'unknown-number'; claims: CertificateClaims }
  /** Changed, or not signed by the association: the payload, its signature or the link's number do not agree. */
  | { state: 'forged' }
  /** Signed with a key this device has not fetched: it must go online once to read the published keys. */
  | { state: 'unknown-key' }
  /** This device has never read the published keys and is offline. */
  | { state: 'no-keys' }
  /** The browser cannot check Ed25519 signatures (or the page is not on https). */
  | { state: 'unsupported' }
  /** A link without its signed part: only the association can answer, and it cannot be reached. */
  | { state: 'needs-network' }
  /** A link without its signed part, answered by the association. */
  | { state: 'server-only'; answer: VerifyAnswer }
  /** Not a certificate's link at all. */
  | { state: 'not-certificate' };

/**
 * The verdict from the device's check of the token and the association's answer (null: not asked, offline, or it
 * failed). A token whose number is not the link's is forged: the signature covers the token, not the link.
 */
export function verdictOf(number: string, check: TokenCheck, answer: VerifyAnswer | null): Verdict {
  if (check.state === 'forged') return { state: 'forged' };
  if (check.state === 'unknown-key') return { state: 'unknown-key' };
  if (check.state === 'unsupported') return { state: 'unsupported' };
  const { claims } = check;
  if (claims.n !== number) return { state: 'forged' };
  if (answer && !answer.exists) return { state: 'unknown-number', claims };
  const confirmed = !!answer?.checked;
  if (answer && confirmed && (answer.state === 'revoked' || answer.state === 'replaced'))
    return { state: answer.state, claims, answer };
  return { state: check.state, claims, checked: confirmed };
}
