import DecimalJs from 'decimal.js'
import type { IndependentCheck, Query } from '../random-check'
import { D, money, r2 } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')
/** Dollars with at most two decimals → whole cents, exactly. */
const cents = (query: Query, name: string) => BigInt(num(query, name).times(100).toFixed(0))
/** Half-up division of non-negative integers. */
const divHalfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator)
const dollars = (value: bigint) => money(new D(value.toString()).div(100))

/** The card convention: APR ÷ 12 taken as a 40-digit decimal (calculator-references.md, erratum 2026-11-23). */
const Forty = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP })

export const creditCardCheck: IndependentCheck = {
  varies:
    'balance $1,000–$100,000, APR 0–36 %, a payment above the first month’s interest, minimum 1–4 % + interest, floor $10–$50',
  method: 'calculator-references.md (credit card) month by month in decimal.js',
  input: (random) => {
    const balance = random.int(1_000, 100_000)
    const apr = random.fixed(0, 36, 2)
    const interest = (balance * Number(apr)) / 1200
    return {
      balance: String(balance),
      apr,
      payment: String(Math.ceil(interest) + random.int(10, Math.max(20, Math.floor(balance / 10)))),
      minPercent: String(random.int(1, 4)),
      minFloor: String(random.int(10, 50)),
    }
  },
  expect: (query) => {
    const monthly = new D(new Forty(query.apr ?? '0').div(1200))
    const interestOn = (balance: D) => r2(balance.times(monthly))
    const plan = (paymentFor: (balance: D, interest: D) => D) => {
      let balance = num(query, 'balance')
      let interest = new D(0)
      let months = 0
      while (balance.greaterThan(0)) {
        const due = interestOn(balance)
        const owed = balance.plus(due)
        balance = owed.minus(D.min(owed, paymentFor(balance, due)))
        interest = interest.plus(due)
        months++
      }
      return { months, interest }
    }
    const minimum = (balance: D, due: D) =>
      D.max(num(query, 'minFloor'), due.plus(r2(balance.times(num(query, 'minPercent')).div(100))))
    const fixed = plan(() => num(query, 'payment'))
    const least = plan(minimum)
    return [
      ['Months to pay off with your payment', String(fixed.months)],
      ['Interest with your payment', money(fixed.interest)],
      ['Months paying only the minimum', String(least.months)],
      ['Interest paying only the minimum', money(least.interest)],
      ['First minimum payment', money(minimum(num(query, 'balance'), interestOn(num(query, 'balance'))))],
    ]
  },
}

export const savingsGoalCheck: IndependentCheck = {
  varies: 'goal $1,000–$1,000,000, savings, deposit $1–$5,000, rate 0–12 %, 1–600 target months',
  method:
    'calculator-references.md (savings goal) in whole cents with exact integer arithmetic; the required deposit by bisection over cents',
  input: (random) => {
    const goal = random.int(1_000, 1_000_000)
    return {
      goal: String(goal),
      savings: String(random.int(0, Math.floor(goal / 2))),
      deposit: random.fixed(1, 5_000, 2),
      rate: random.fixed(0, 12, 2),
      months: String(random.int(1, 600)),
    }
  },
  expect: (query) => {
    const goal = cents(query, 'goal')
    const start = cents(query, 'savings')
    const bp = BigInt(num(query, 'rate').times(100).toFixed(0))
    const step = (balance: bigint, deposit: bigint) => balance + divHalfUp(balance * bp, 120_000n) + deposit
    const after = (deposit: bigint, months: number) => {
      let balance = start
      for (let month = 0; month < months; month++) balance = step(balance, deposit)
      return balance
    }
    let balance = start
    let months = 0
    while (balance < goal && months < 1200) {
      balance = step(balance, cents(query, 'deposit'))
      months++
    }
    const target = int(query, 'months')
    let low = -1n
    let high = goal
    while (high - low > 1n) {
      const middle = (low + high) / 2n
      if (after(middle, target) >= goal) high = middle
      else low = middle
    }
    return [
      ...(balance >= goal
        ? [['Months to reach the goal', String(months)] as const, ['Balance then', dollars(balance)] as const]
        : []),
      // No deposit needed prints as a sentence ('None: interest alone reaches the goal in time').
      ...(high > 0n ? [['Monthly deposit to reach it', dollars(high)] as const] : []),
    ]
  },
}

export const retirementIncomeCheck: IndependentCheck = {
  varies:
    'savings $10,000–$5,000,000, withdrawal 0.2–2 % of it a month, return 0–12 %, yearly increase 0–5 %, 5–40 years',
  method:
    'ten-calculators.md §8 month by month in decimal.js; the level withdrawal from the closed form, stepped by cents',
  input: (random) => {
    const savings = random.int(10_000, 5_000_000)
    return {
      savings: String(savings),
      withdrawal: String(Math.max(1, Math.round((savings * random.int(20, 200)) / 10_000))),
      return: random.fixed(0, 12, 2),
      increase: random.int(0, 1) ? random.fixed(0, 5, 1) : '0',
      years: String(random.int(5, 40)),
    }
  },
  expect: (query) => {
    const savings = num(query, 'savings')
    const apr = num(query, 'return')
    const grow = (balance: D) => balance.plus(r2(balance.times(apr).div(1200)))
    const withdrawal = (month: number) =>
      r2(
        num(query, 'withdrawal').times(
          num(query, 'increase')
            .div(100)
            .plus(1)
            .pow(Math.floor((month - 1) / 12)),
        ),
      )
    let balance = savings
    let full = 0
    let partial: D | undefined
    let lasts = true
    for (let month = 1; month <= 1200; month++) {
      balance = grow(balance)
      const due = withdrawal(month)
      if (balance.lessThan(due)) {
        partial = balance
        lasts = false
        break
      }
      balance = balance.minus(due)
      full = month
      if (balance.isZero()) {
        lasts = false
        break
      }
    }
    const months = 12 * int(query, 'years')
    const works = (level: D) => {
      let left = savings
      for (let month = 0; month < months; month++) {
        left = grow(left)
        if (left.lessThan(level)) return false
        left = left.minus(level)
      }
      return true
    }
    const r = apr.div(1200)
    let level = (
      r.isZero() ? savings.div(months) : savings.times(r).div(new D(1).minus(r.plus(1).pow(-months)))
    ).toDecimalPlaces(2, D.ROUND_DOWN)
    while (!works(level)) level = level.minus('0.01')
    while (works(level.plus('0.01'))) level = level.plus('0.01')
    return [
      ...(lasts ? [] : [['Months of full withdrawals', String(full)] as const]),
      ...(partial && partial.greaterThan(0) ? [['Final partial withdrawal', money(partial)] as const] : []),
      ['Level monthly withdrawal', money(level)],
    ]
  },
}
