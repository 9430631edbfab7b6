/**
 * A stem's HTML as one short line for a table cell: tags dropped (a picture reads as "[image]"), entities of the
 * sanitiser decoded, cut at `max` characters. Never rendered as HTML, so nothing in it can run.
 */
export function plainText(html: string, image: string, max = 80): string {
  const text = html
    .replace(/<img\b[^>]*>/gi, ` [${image}] `)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
