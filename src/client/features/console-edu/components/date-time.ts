/** Wire times as staff type them ("yyyy-MM-dd HH:mm") and as antd-mobile's DatePicker shows them. */

/** What the console's time fields accept: the wire format without seconds. */
export const WIRE_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** "2030-05-01 09:00" as that local time; null unless the text is a real time in that format. */
export function parseWireMinute(text: string | null | undefined): Date | null {
  const m = WIRE_MINUTE.test(text ?? '') ? (text ?? '').match(/\d+/g)?.map(Number) : undefined;
  if (!m) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = m;
  const date = new Date(y, mo - 1, d, h, mi);
  // new Date rolls 2030-02-30 over to March; a rolled date is not what was typed.
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi;
  return same ? date : null;
}

/**
 * The DatePicker's column labels in the app's language (not the browser's): Intl with the app's locale gives
 * "2026年", "11月", "3日", "09时" in Chinese and "2026", "Nov", "3", "09" in English; minutes are two digits.
 */
export function pickerLabels(locale: string): (type: string, n: number) => string {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const year = format({ year: 'numeric' });
  const month = format({ month: 'short' });
  const day = format({ day: 'numeric' });
  const hour = format({ hour: '2-digit', hourCycle: 'h23' });
  return (type, n) => {
    switch (type) {
      case 'year':
        return year.format(new Date(n, 0, 1));
      case 'month':
        return month.format(new Date(2000, n - 1, 1));
      case 'day':
        return day.format(new Date(2000, 0, n));
      case 'hour':
        return hour.format(new Date(2000, 0, 1, n));
      default:
        return String(n).padStart(2, '0');
    }
  };
}
