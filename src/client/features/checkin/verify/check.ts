import { checkCertificateToken, chinaDay, parseVerifyLink } from '@contract/certificate-rules';
import { freshKeys, keptKeys, serverAnswer } from './signing-keys';
import { verdictOf, type Verdict } from './verdict';

/**
 * Checks a scanned or pasted certificate link: its signature on the device against the published keys (read again
 * when online, else those kept), and, online, the association's answer on whether it was revoked or replaced.
 */
export async function checkCertificate(text: string, online: boolean): Promise<Verdict> {
  const link = parseVerifyLink(text);
  if (!link) return { state: 'not-certificate' };
  const [kept, answer] = online
    ? await Promise.all([freshKeys(), serverAnswer(link.number, link.checkCode)])
    : [await keptKeys(), null];
  if (!link.token) return answer ? { state: 'server-only', answer } : { state: 'needs-network' };
  // With no keys, a runtime without Web Crypto is told so first: reading the keys would not help it.
  if (!kept) return { state: globalThis.crypto?.subtle ? 'no-keys' : 'unsupported' };
  const check = await checkCertificateToken(link.token, kept.keys, chinaDay());
  return verdictOf(link.number, check, answer);
}
