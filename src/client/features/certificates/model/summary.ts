import type { Certificate } from '@contract/certificate';
import { chinaDay, type CertificateState } from '@contract/certificate-rules';

/**
 * What a certificate is today: the server's state, except that a valid one whose expiry day has passed since the
 * list was read (offline, a list kept for days) is expired.
 */
export const stateToday = (c: Certificate, today = chinaDay()): CertificateState =>
  c.state === 'valid' && c.expiresOn !== null && today > c.expiresOn ? 'expired' : c.state;

export type YearHours = { year: string; hours: number; count: number };

/** Credit hours of the valid certificates, by the year they were completed in, newest year first. */
export function hoursByYear(list: Certificate[], today = chinaDay()): YearHours[] {
  const years = new Map<string, YearHours>();
  for (const c of list) {
    if (stateToday(c, today) !== 'valid') continue;
    const year = c.completedOn.slice(0, 4);
    const y = years.get(year) ?? { year, hours: 0, count: 0 };
    // Hours may be fractional (1.5): summed in hundredths, so 0.1 + 0.2 reads 0.3.
    y.hours = Math.round((y.hours + c.creditHours) * 100) / 100;
    y.count += 1;
    years.set(year, y);
  }
  return [...years.values()].sort((a, b) => b.year.localeCompare(a.year));
}
