import { checkCertificateToken, chinaDay, parseVerifyLink } from '@contract/certificate-rules';
import { canCheckSignatures, freshKeys, keptKeys, serverAnswer } from './signing-keys';
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
  if (!(await canCheckSignatures(kept?.keys[0]))) return { state: 'unsupported' };
  if (!kept) return { state: 'no-keys' };
  const check = await checkCertificateToken(link.token, kept.keys, chinaDay());
  return verdictOf(link.number, check, answer);
}
