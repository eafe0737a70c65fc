import type { IndependentCheck, Query } from '../random-check'
import { D, money, r2 } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')

/** 26 CFR 1.401(a)(9)-9(c) (T.D. 9930), ages 72–119 in order; 120 and over: 2.0 (IRS Pub. 590-B Table III). */
const UNIFORM_LIFETIME = [
  27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4, 13.7, 12.9,
  12.2, 11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6, 4.3, 4.1, 3.9, 3.7, 3.5,
  3.4, 3.3, 3.1, 3.0, 2.9, 2.8, 2.7, 2.5, 2.3,
]
const divisor = (age: number) => new D(age >= 120 ? 2 : (UNIFORM_LIFETIME[age - 72] ?? 2))

export const rmdCheck: IndependentCheck = {
  varies: 'age 73–120, balance $0–$10,000,000, return 0–15 %, 1–30 years',
  method:
    'ten-calculators.md §7 with the Uniform Lifetime Table typed from IRS Publication 590-B, in decimal.js',
  input: (random) => ({
    age: String(random.int(73, 120)),
    balance: random.fixed(0, 10_000_000, 2),
    return: random.fixed(0, 15, 2),
    years: String(random.int(1, 30)),
  }),
  expect: (query) => {
    let balance = num(query, 'balance')
    let total = new D(0)
    let first = new D(0)
    for (let year = 0; year < int(query, 'years'); year++) {
      const rmd = r2(balance.div(divisor(int(query, 'age') + year)))
      if (year === 0) first = rmd
      total = total.plus(rmd)
      balance = r2(balance.minus(rmd).times(num(query, 'return').div(100).plus(1)))
    }
    return [
      ['This year', money(first)],
      ['Total of RMDs', money(total)],
      ['Balance at the end', money(balance)],
    ]
  },
}

export const autoLeaseCheck: IndependentCheck = {
  varies:
    'MSRP $15,000–$150,000, price within 85–105 % of it, down, trade-in, residual 30–75 %, rate 0–12 %, 12–60 months, tax 0–10 %',
  method: 'ten-calculators.md §9 (the LeaseGuide formula with Regulation M names) in decimal.js',
  input: (random) => {
    const msrp = random.int(15_000, 150_000)
    return {
      msrp: String(msrp),
      price: String(Math.round((msrp * random.int(85, 105)) / 100)),
      down: String(random.int(0, Math.floor(msrp / 10))),
      tradeIn: String(random.int(0, 2) === 0 ? random.int(0, Math.floor(msrp / 10)) : 0),
      residual: String(random.int(30, 75)),
      apr: random.fixed(0, 12, 2),
      months: String(random.pick([12, 24, 36, 39, 48, 60])),
      tax: random.fixed(0, 10, 3),
      acqFee: String(random.int(0, 1_000)),
    }
  },
  expect: (query) => {
    const adjusted = num(query, 'price')
      .plus(num(query, 'acqFee'))
      .minus(num(query, 'down'))
      .minus(num(query, 'tradeIn'))
    const residual = r2(num(query, 'msrp').times(num(query, 'residual')).div(100))
    if (adjusted.lessThan(residual)) return []
    const depreciation = r2(adjusted.minus(residual).div(int(query, 'months')))
    const charge = r2(adjusted.plus(residual).times(num(query, 'apr')).div(2400))
    const base = depreciation.plus(charge)
    const tax = r2(base.times(num(query, 'tax')).div(100))
    const payments = base.plus(tax).times(int(query, 'months'))
    return [
      ['Adjusted capitalized cost', money(adjusted)],
      ['Residual value', money(residual)],
      ['Monthly depreciation', money(depreciation)],
      ['Monthly finance (rent) charge', money(charge)],
      ['Base monthly payment', money(base)],
      ['Monthly sales tax', money(tax)],
      ['Total monthly payment', money(base.plus(tax))],
      ['Total of monthly payments', money(payments)],
    ]
  },
}

export const cdCheck: IndependentCheck = {
  varies:
    'deposit $100–$1,000,000, rate 0–10 %, 1–120 months (monthly, quarterly, semiannual or annual compounding) or 1–3,650 days (daily)',
  method:
    'calculator-references.md (A = P(1 + r/m)^(mt); APY by Regulation DD Appendix A) in decimal.js at 60 digits',
  input: (random) => {
    const byDays = random.int(0, 3) === 0
    const base = { deposit: random.fixed(100, 1_000_000, 2), rate: random.fixed(0, 10, 2) }
    if (byDays) return { ...base, days: String(random.int(1, 3_650)), compounding: 'daily' }
    const compounding = random.pick(['monthly', 'quarterly', 'semiannually', 'annually'] as const)
    const step = { monthly: 1, quarterly: 3, semiannually: 6, annually: 12 }[compounding]
    return { ...base, months: String(step * random.int(1, Math.floor(120 / step))), compounding }
  },
  expect: (query) => {
    const deposit = num(query, 'deposit')
    const perYear = { daily: 365, monthly: 12, quarterly: 4, semiannually: 2, annually: 1 }[
      query.compounding as 'daily'
    ]
    const periods = query.days ? (int(query, 'days') * perYear) / 365 : (int(query, 'months') * perYear) / 12
    const maturity = r2(
      deposit.times(
        num(query, 'rate')
          .div(100 * perYear)
          .plus(1)
          .pow(periods),
      ),
    )
    const interest = maturity.minus(deposit)
    const days = query.days ? new D(int(query, 'days')) : new D(int(query, 'months')).times(365).div(12)
    const apy = interest.div(deposit).plus(1).pow(new D(365).div(days)).minus(1).times(100)
    return [
      ['Interest earned', money(interest)],
      ['Balance at maturity', money(maturity)],
      ['Annual percentage yield', apy.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2)],
    ]
  },
}
