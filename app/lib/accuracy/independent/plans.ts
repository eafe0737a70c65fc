import type { IndependentCheck, Query } from '../random-check'
import { D, money, r2 } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')
const ZERO = new D(0)

export const collegeSavingsCheck: IndependentCheck = {
  varies:
    'age 0–17, college 1–10 years later for 1–8 years, cost $5,000–$100,000, inflation 0–10 %, savings, monthly $0–$2,000, return 0–12 %',
  method:
    'ten-calculators.md §6 in decimal.js: yearly costs by powers, monthly-rounded savings, the smallest whole-cent contribution',
  input: (random) => {
    const age = random.int(0, 17)
    return {
      age: String(age),
      startAge: String(Math.min(25, age + random.int(1, 10))),
      cost: String(random.int(5_000, 100_000)),
      inflation: random.fixed(0, 10, 2),
      years: String(random.int(1, 8)),
      savings: String(random.int(0, 100_000)),
      monthly: random.fixed(0, 2_000, 2),
      return: random.fixed(0, 12, 2),
    }
  },
  expect: (query) => {
    const T = int(query, 'startAge') - int(query, 'age')
    const M = 12 * T
    const inflation = num(query, 'inflation').div(100).plus(1)
    const costs = Array.from({ length: int(query, 'years') }, (_, j) =>
      r2(num(query, 'cost').times(inflation.pow(T + j))),
    )
    const total = costs.reduce((sum, each) => sum.plus(each), ZERO)
    const rate = num(query, 'return')
    const after = (monthly: D) => {
      let balance = num(query, 'savings')
      for (let month = 0; month < M; month++)
        balance = balance.plus(r2(balance.times(rate).div(1200))).plus(monthly)
      return balance
    }
    const projected = after(num(query, 'monthly'))
    const r = rate.div(1200)
    let needed = ZERO
    if (after(ZERO).lessThan(total)) {
      const growth = r.plus(1).pow(M)
      needed = (
        r.isZero()
          ? total.minus(num(query, 'savings')).div(M)
          : total.minus(num(query, 'savings').times(growth)).times(r).div(growth.minus(1))
      ).toDecimalPlaces(2, D.ROUND_UP)
      while (needed.greaterThan(0) && after(needed.minus('0.01')).greaterThanOrEqualTo(total))
        needed = needed.minus('0.01')
      while (after(needed).lessThan(total)) needed = needed.plus('0.01')
    }
    const gap = total.minus(projected)
    return [
      ...costs.map((each, j) => [`College year ${j + 1} cost`, money(each)] as const),
      ['Projected total cost', money(total)],
      ['Projected savings at college start', money(projected)],
      gap.greaterThan(0)
        ? (['Shortfall', money(gap)] as const)
        : (['Surplus', money(gap.negated())] as const),
      ['Monthly contribution needed', money(needed)],
    ]
  },
}

interface Debt {
  slot: number
  start: D
  balance: D
  apr: D
  minimum: D
}

export const debtPayoffCheck: IndependentCheck = {
  varies:
    '1–5 debts of $100–$30,000 at 0–30 % with minimums of 1–4 % (at least $10), a budget up to twice the minimums',
  method: 'ten-calculators.md §3 (avalanche and snowball, month by month) in decimal.js',
  input: (random) => {
    const query: Query = {}
    let minimums = 0
    const count = random.int(1, 5)
    for (let slot = 1; slot <= count; slot++) {
      const balance = random.int(100, 30_000)
      const minimum = Math.max(10, Math.round((balance * random.int(1, 4)) / 100))
      query[`b${slot}`] = String(balance)
      query[`r${slot}`] = random.fixed(0, 30, 2)
      query[`m${slot}`] = String(minimum)
      minimums += minimum
    }
    query.budget = String(minimums + random.int(0, minimums))
    return query
  },
  expect: (query) => {
    const debts = (): Debt[] =>
      [1, 2, 3, 4, 5]
        .filter((slot) => num(query, `b${slot}`).greaterThan(0))
        .map((slot) => ({
          slot,
          start: num(query, `b${slot}`),
          balance: num(query, `b${slot}`),
          apr: num(query, `r${slot}`),
          minimum: num(query, `m${slot}`),
        }))
    const run = (order: (a: Debt, b: Debt) => number) => {
      const list = debts()
      const priority = [...list].sort((a, b) => order(a, b) || a.slot - b.slot)
      let interest = ZERO
      let month = 0
      while (list.some((debt) => debt.balance.greaterThan(0)) && month < 600) {
        month++
        for (const debt of list.filter((each) => each.balance.greaterThan(0))) {
          const due = r2(debt.balance.times(debt.apr).div(1200))
          debt.balance = debt.balance.plus(due)
          interest = interest.plus(due)
        }
        let pool = num(query, 'budget')
        for (const debt of list.filter((each) => each.balance.greaterThan(0))) {
          const paid = D.min(debt.minimum, debt.balance)
          debt.balance = debt.balance.minus(paid)
          pool = pool.minus(paid)
        }
        for (const debt of priority) {
          if (!pool.greaterThan(0) || !debt.balance.greaterThan(0)) continue
          const paid = D.min(pool, debt.balance)
          debt.balance = debt.balance.minus(paid)
          pool = pool.minus(paid)
        }
      }
      return list.some((debt) => debt.balance.greaterThan(0)) ? undefined : { month, interest }
    }
    const avalanche = run((a, b) => b.apr.comparedTo(a.apr) || a.start.comparedTo(b.start))
    const snowball = run((a, b) => a.start.comparedTo(b.start) || b.apr.comparedTo(a.apr))
    return [
      ...(avalanche
        ? [
            ['Avalanche: months to debt-free', String(avalanche.month)] as const,
            ['Avalanche: total interest', money(avalanche.interest)] as const,
          ]
        : []),
      ...(snowball
        ? [
            ['Snowball: months to debt-free', String(snowball.month)] as const,
            ['Snowball: total interest', money(snowball.interest)] as const,
          ]
        : []),
    ]
  },
}
