import type { Lang } from '../branding'

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' }

const cache = new Map<string, Intl.NumberFormat>()

function formatter(lang: Lang, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${lang}:${key}`
  let format = cache.get(id)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], options)
    cache.set(id, format)
  }
  return format
}

// Engines never return NaN or Infinity; this guard keeps a bad value from ever reaching the screen.
const safe = (value: number) => (Number.isFinite(value) ? value : 0)

/** $1,037.03 — cents always shown. */
export function formatMoney(value: number, lang: Lang): string {
  return formatter(lang, 'money', { style: 'currency', currency: 'USD' }).format(safe(value))
}

/** $1,037 — for axis labels and slider text. */
export function formatMoneyRounded(value: number, lang: Lang): string {
  return formatter(lang, 'money0', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(safe(value))
}

/** Compact money for chart axes: $25K, $12.5K, $1.25M (gridlines fall on multiples of 2.5 × 10^n). */
export function formatMoneyCompact(value: number, lang: Lang): string {
  return formatter(lang, 'compact', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    // Explicit: Node's ICU otherwise pads to '$25.0K' where browsers print '$25K' (a hydration mismatch).
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(safe(value))
}

/** 6.5 → 6.5% (the value is already in percent). */
export function formatPercent(percent: number, lang: Lang, maximumFractionDigits = 2): string {
  return formatter(lang, `pct${maximumFractionDigits}`, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).format(safe(percent) / 100)
}

export function formatNumber(value: number, lang: Lang): string {
  return formatter(lang, 'number', { maximumFractionDigits: 2 }).format(safe(value))
}

/** '2026-03-01' → 'Mar 2026' / 'mar 2026', read in UTC so server and browser agree. */
export function formatMonthYear(isoDate: string, lang: Lang): string {
  const [year = 1970, month = 1] = isoDate.split('-').map(Number)
  return formatDate(new Date(Date.UTC(year, month - 1, 1)), lang)
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>()

function formatDate(date: Date, lang: Lang): string {
  let format = dateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' })
    dateFormats.set(lang, format)
  }
  return Number.isNaN(date.getTime()) ? '' : format.format(date)
}
