// Birth dates as the lists give them (a day, a month, a year, "circa", "between") made ranges of
// days. Each function returns null for what is no date, and the reader refuses the file there.
import type { BirthDate } from '../list-entry';

/** "Circa 1960" is taken as 1958 to 1962: the lists do not say how near, so this errs wide. */
export const CIRCA_YEARS = 2;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Births before 1800 or after 2100 are typing errors, not dates. */
const plausibleYear = (year: number) => Number.isInteger(year) && year >= 1800 && year <= 2100;
const number = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : NaN);

export function dayDate(year: number, month: number, day: number): BirthDate | null {
  if (!plausibleYear(year) || !(month >= 1 && month <= 12) || !(day >= 1 && day <= daysIn(year, month))) return null;
  const date = iso(year, month, day);
  return { kind: 'exact', from: date, to: date };
}

export function monthDate(year: number, month: number): BirthDate | null {
  if (!plausibleYear(year) || !(month >= 1 && month <= 12)) return null;
  return { kind: 'month', from: iso(year, month, 1), to: iso(year, month, daysIn(year, month)) };
}

export function yearDate(year: number): BirthDate | null {
  return plausibleYear(year) ? { kind: 'year', from: iso(year, 1, 1), to: iso(year, 12, 31) } : null;
}

/** About a year, or about a span of years ("circa 1979-1982"). */
export function circaDate(year: number, lastYear = year): BirthDate | null {
  if (!plausibleYear(year) || !plausibleYear(lastYear) || lastYear < year) return null;
  return { kind: 'circa', from: iso(year - CIRCA_YEARS, 1, 1), to: iso(lastYear + CIRCA_YEARS, 12, 31) };
}

const yearOf = (date: BirthDate) => Number(date.from.slice(0, 4));
const lastYearOf = (date: BirthDate) => Number(date.to.slice(0, 4));

/** "Circa" any date: about its first year to its last. */
export const circa = (date: BirthDate | null) => (date ? circaDate(yearOf(date), lastYearOf(date)) : null);

/** Between two dates, each the start or the end of what it says (a year, a month, a day). */
export function betweenDates(from: BirthDate | null, to: BirthDate | null): BirthDate | null {
  if (!from || !to || from.from > to.to) return null;
  return { kind: 'range', from: from.from, to: to.to };
}

export function yearRange(from: number, to: number): BirthDate | null {
  return betweenDates(yearDate(from), yearDate(to));
}

/** A range of years that may be open at one end ("born by 1958"): from year 1, or to year 9999. */
export function openYearRange(from: string | undefined, to: string | undefined): BirthDate | null {
  const start = from ? yearDate(number(from)) : { kind: 'year' as const, from: '0001-01-01', to: '0001-12-31' };
  const end = to ? yearDate(number(to)) : { kind: 'year' as const, from: '9999-01-01', to: '9999-12-31' };
  return from || to ? betweenDates(start, end) : null;
}

/** `1960-05-17` (a time after it is ignored). */
export function isoDate(text: string): BirthDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  return match ? dayDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Year, month and day as separate numbers, where month and day may be missing or zero. */
export function partsDate(year: string | undefined, month?: string, day?: string): BirthDate | null {
  const y = number(year);
  const m = month === undefined || month.trim() === '' ? 0 : number(month);
  const d = day === undefined || day.trim() === '' ? 0 : number(day);
  if (m === 0) return d === 0 ? yearDate(y) : null;
  return d === 0 ? monthDate(y, m) : dayDate(y, m, d);
}

/** OFAC: `12 Jan 1960`, `Jan 1960`, `1960`, `circa 1960`, `1960 to 1962`, `01 Jan 1960 to 31 Dec 1962`, `circa 1979-1982`. */
export function ofacDate(text: string): BirthDate | null {
  const clean = text.trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  const about = /^circa (.+)$/i.exec(clean);
  if (about) return circa(ofacDate(about[1] as string));
  const between = /^(.+) to (.+)$/i.exec(clean) ?? /^(\d{4}) ?- ?(\d{4})$/.exec(clean);
  if (between) return betweenDates(ofacDate(between[1] as string), ofacDate(between[2] as string));
  const match = /^(?:(\d{1,2}) )?(?:([A-Za-z]{3}) )?(\d{4})$/.exec(clean);
  if (!match) return null;
  const [, day, monthName, year] = match;
  const month = monthName ? MONTHS.indexOf(monthName.toLowerCase()) + 1 : 0;
  if (monthName && month === 0) return null;
  if (day && !monthName) return null;
  return partsDate(year, String(month), day);
}

/** UK: `dd/mm/yyyy`, where the day and month may be `dd`/`mm` or `00` when unknown. */
export function ukDate(text: string): BirthDate | null {
  const match = /^(\d{1,2}|dd)\/(\d{1,2}|mm)\/(\d{4})$/i.exec(text.trim());
  if (!match) return /^\d{4}$/.test(text.trim()) ? yearDate(Number(text)) : null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const known = (part: string) => (/^\d+$/.test(part) ? part : '0');
  return partsDate(year, known(month), known(day));
}

/** A publication date: ISO (with a time or not), `dd/mm/yyyy` (UK) or `mm/dd/yyyy` (OFAC). */
export function publicationDate(text: string, slashed: 'day-first' | 'month-first' = 'day-first'): string | null {
  const clean = text.trim();
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(clean);
  let parts: [number, number, number] | null = null;
  if (isoMatch) parts = [Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3])];
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(clean);
  if (slash) {
    const [first, second, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
    parts = slashed === 'day-first' ? [year, second, first] : [year, first, second];
  }
  if (!parts) return null;
  const date = dayDate(...parts);
  return date?.kind === 'exact' && parts[0] >= 1990 ? date.from : null;
}
