import { Decimal } from '../money'
import { expect, test } from 'vitest'
import {
  formatMoney,
  formatMoneyCompact,
  formatMoneyRounded,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPercentFixed,
} from './format'

test('money follows the language and never shows NaN', () => {
  expect(formatMoney(new Decimal('38123456789012345678.905'), 'en')).toBe('$38,123,456,789,012,345,678.91')
  expect(formatMoney(new Decimal('-0.005'), 'en')).toBe('-$0.01')
  expect(formatMoney(1037.03, 'en')).toBe('$1,037.03')
  expect(formatMoney(Number.NaN, 'en')).toBe('$0.00')
  expect(formatMoney(Number.POSITIVE_INFINITY, 'es')).not.toMatch(/NaN|∞/)
})

test('compact axis labels carry no padded decimals (server and browser must agree)', () => {
  expect(formatMoneyCompact(25_000, 'en')).toBe('$25K')
  // Gridlines fall on multiples of 2.5 × 10^n: each label must name its line exactly.
  expect(formatMoneyCompact(1_250_000, 'en')).toBe('$1.25M')
  expect(formatMoneyCompact(12_500, 'en')).toBe('$12.5K')
  expect(formatMoneyCompact(12_500, 'es').replace(/\s/g, ' ')).toBe('$12.5 K')
})

test('percent and month formats', () => {
  expect(formatPercent(5.39, 'en')).toBe('5.39%')
  expect(formatPercent(6.5, 'en', 3)).toBe('6.5%')
  expect(formatMonthYear('2026-03-01', 'en')).toBe('Mar 2026')
  expect(formatMonthYear('2026-03-01', 'es')).toMatch(/^mar\.? 2026$/)
})

// The formats are written out by hand so that no page pays for loading Intl's locale data (decision 0019);
// Intl itself is the reference they must reproduce, character for character, in both languages.
const reference = (lang: 'en' | 'es') => {
  const locale = lang === 'en' ? 'en-US' : 'es-US'
  const currency = { style: 'currency', currency: 'USD' } as const
  const percentFormats = [0, 1, 2, 3].map(
    (digits) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 0,
        maximumFractionDigits: digits,
      }),
  )
  return {
    money: new Intl.NumberFormat(locale, currency),
    rounded: new Intl.NumberFormat(locale, {
      ...currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    compact: new Intl.NumberFormat(locale, {
      ...currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
    percentFixed: new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    percent: (digits: number) => percentFormats[digits]!,
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    month: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  }
}

/** Values a calculator shows, the awkward ones included: halves at every digit, carries, tiny and huge. */
function sweep(): number[] {
  const values = [
    0, -0, 0.004, 0.005, 0.015, 1.005, 1.015, 2.675, 0.125, 999.995, 999_999, 999_994, 9_999_999.995,
  ]
  values.push(1e-7, 5e-7, 1234.5, 1_234_567.891, 2.5e9, 2.5e10, 9.99e11, 1e12, 2.5e13, 0.1 + 0.2, 1 / 3)
  let seed = 7
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  for (let i = 0; i < 2000; i++) {
    const magnitude = Math.floor(random() * 14) - 3
    const cents = Math.round(random() * 10 ** 6) / 10 ** (Math.floor(random() * 5) + 1)
    values.push(cents * 10 ** (magnitude - 3), Math.round(random() * 10 ** 7) / 1000 + 0.005)
  }
  return values.flatMap((value) => [value, -value])
}

test.each(['en', 'es'] as const)('every format reproduces Intl for %s, character for character', (lang) => {
  const intl = reference(lang)
  // One comparison for the whole sweep (16,000 values, ten formats each): an expect per value took 30 s of CPU
  // on a loaded machine. Each mismatch is listed with what was formatted.
  const mismatches: string[] = []
  const same = (label: string, ours: string, theirs: string) => {
    if (ours !== theirs) mismatches.push(`${label}: ${JSON.stringify(ours)} ≠ Intl ${JSON.stringify(theirs)}`)
  }
  for (const value of sweep()) {
    same(`money ${value}`, formatMoney(value, lang), intl.money.format(value))
    same(`rounded ${value}`, formatMoneyRounded(value, lang), intl.rounded.format(value))
    if (Math.abs(value) < 1e15)
      same(`compact ${value}`, formatMoneyCompact(value, lang), intl.compact.format(value))
    for (const digits of [0, 1, 2, 3])
      same(
        `percent ${value} ${digits}`,
        formatPercent(value, lang, digits),
        intl.percent(digits).format(value / 100),
      )
    same(`fixed percent ${value}`, formatPercentFixed(value, lang), intl.percentFixed.format(value / 100))
    same(`number ${value}`, formatNumber(value, lang), intl.number.format(value))
  }
  for (let year = 1990; year <= 2100; year += 7)
    for (let month = 1; month <= 12; month++) {
      const iso = `${year}-${String(month).padStart(2, '0')}-01`
      same(
        `month ${iso}`,
        formatMonthYear(iso, lang),
        intl.month.format(new Date(Date.UTC(year, month - 1, 1))),
      )
    }
  expect(mismatches).toEqual([])
})
