import type { SiteConfig } from './param';
import type { Locale } from './constants';

// No zod here: the login page (a first visit) reads the site's title through it.

/** The site texts that staff write in each language. */
export type SiteText = 'title' | 'footer' | 'notice';
/**
 * A site text in the reader's language; when staff left that language empty, the other one, so a page never
 * shows a blank where the other language has something to say.
 */
export function siteText(site: SiteConfig, text: SiteText, locale: Locale): string {
  const zh = site[text];
  const en = site[`${text}En`];
  return locale === 'en' ? en || zh : zh || en;
}
