import { ARRIVALS_BUCKET_MINUTES, type Arrivals } from '@contract/checkin';
import { writeBook } from '../../lib/cpu';
import type { Lang } from '../../lib/messages';

/** Sheet names (at most 31 characters, Excel's limit). */
const NAMES: Record<Lang, [string, string]> = {
  zh: [`每${ARRIVALS_BUCKET_MINUTES}分钟到达`, '按企业'],
  en: [`Per ${ARRIVALS_BUCKET_MINUTES} minutes`, 'By enterprise'],
};
const BUCKET_HEADERS: Record<Lang, string[]> = {
  zh: ['时间', '到达人数'],
  en: ['Time', 'Arrivals'],
};
const ENTERPRISE_HEADERS: Record<Lang, string[]> = {
  zh: ['企业', '应到', '已到', '到场率'],
  en: ['Enterprise', 'Expected', 'Checked in', 'Rate'],
};
const WORDS: Record<Lang, { individual: string; total: string }> = {
  zh: { individual: '个人报名', total: '合计' },
  en: { individual: 'Individual', total: 'Total' },
};

/** Checked in of expected as a percentage with one decimal ("87.5%"); nothing when none were expected. */
const rateOf = (checkedIn: number, expected: number) =>
  expected > 0 ? `${Math.round((checkedIn / expected) * 1000) / 10}%` : '';

/**
 * A session's arrivals as an .xlsx workbook (exceljs, on the sheets' worker thread) in the caller's language:
 * arrivals per bucket (its start, to the minute), then by enterprise with expected, checked in and the rate, and a
 * total row. Counts stay numbers, so Excel sums them.
 */
export function arrivalsWorkbook(a: Arrivals, lang: Lang): Promise<Buffer> {
  const [perBucket, perEnterprise] = NAMES[lang];
  const words = WORDS[lang];
  return writeBook([
    {
      name: perBucket,
      columns: BUCKET_HEADERS[lang].map((header, i) => ({ header, width: i === 0 ? 20 : 12 })),
      rows: a.buckets.map((b) => [b.at.slice(0, 16), b.count]),
    },
    {
      name: perEnterprise,
      columns: ENTERPRISE_HEADERS[lang].map((header, i) => ({ header, width: i === 0 ? 36 : 12 })),
      rows: [
        ...a.byEnterprise.map((g) => [
          g.enterprise ?? words.individual,
          g.expected,
          g.checkedIn,
          rateOf(g.checkedIn, g.expected),
        ]),
        ...(a.byEnterprise.length
          ? [[words.total, a.expected, a.checkedIn, rateOf(a.checkedIn, a.expected)]]
          : []),
      ],
    },
  ]);
}
