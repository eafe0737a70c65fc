import type { IndependentCheck, Query } from '../random-check'
import { D, levelPayment, money, r2 } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')

export const homeAffordabilityCheck: IndependentCheck = {
  varies:
    'income $20,000–$500,000, debts, down payment $0–$300,000, rate 0–12 %, 10–30 years, tax 0–3 %, insurance, ratios 20–36 % and 30–50 %',
  method:
    'calculator-references.md (affordability): the price that solves P&I(price − down) + tax + insurance = budget exactly, in decimal.js at 60 digits, rounded down',
  input: (random) => ({
    income: String(random.int(20_000, 500_000)),
    debts: String(random.int(0, 2_000)),
    down: String(random.int(0, 300_000)),
    rate: random.fixed(0, 12, 3),
    years: String(random.pick([10, 15, 20, 25, 30])),
    tax: random.fixed(0, 3, 2),
    insurance: String(random.int(0, 5_000)),
    front: String(random.int(20, 36)),
    back: String(random.int(30, 50)),
  }),
  expect: (query) => {
    const monthlyIncome = num(query, 'income').div(12)
    const budget = D.min(
      monthlyIncome.times(num(query, 'front')).div(100),
      monthlyIncome.times(num(query, 'back')).div(100).minus(num(query, 'debts')),
    )
    const room = budget.minus(num(query, 'insurance').div(12))
    if (room.isNegative()) return []
    const months = int(query, 'years') * 12
    const r = num(query, 'rate').div(1200)
    const tax = num(query, 'tax').div(1200)
    const down = num(query, 'down')
    // P&I of one dollar borrowed, and the price where the monthly cost equals the budget.
    const perDollar = r.isZero() ? new D(1).div(months) : r.div(new D(1).minus(r.plus(1).pow(-months)))
    const exact = room.lessThan(tax.times(down))
      ? room.div(tax)
      : room.plus(perDollar.times(down)).div(perDollar.plus(tax))
    // A whole-dollar solution may sit a unit under in the last digit (1/12 and 1/1200 repeat).
    const price = exact.plus('1e-40').floor()
    const loan = D.max(0, price.minus(down))
    return [
      ['Home price you can afford', price.toFixed(0)],
      ['Loan amount', money(loan)],
      ['Monthly housing budget', money(budget)],
      ['Principal & interest', money(loan.isZero() ? 0 : levelPayment(loan, num(query, 'rate'), months))],
      ['Property tax', money(price.times(num(query, 'tax')).div(1200))],
      ['Home insurance', money(num(query, 'insurance').div(12))],
    ]
  },
}

export const retirementCheck: IndependentCheck = {
  varies:
    'age 20–64, retiring 1–45 years later, savings, $0–$3,000 a month, salary, match 0–100 % up to 3–8 %, return −5 to 15 %, inflation 0–6 %, start or end of month',
  method:
    'calculator-references.md (retirement): the future value of a balance and level monthly contributions in closed form over all months, in decimal.js',
  input: (random) => {
    const age = random.int(20, 64)
    return {
      age: String(age),
      retireAge: String(Math.min(age + random.int(1, 45), 100)),
      savings: String(random.int(0, 1_000_000)),
      mode: 'monthly',
      monthly: random.fixed(0, 3_000, 2),
      salary: String(random.int(20_000, 300_000)),
      match: String(random.int(0, 100)),
      matchCap: String(random.int(3, 8)),
      raise: '0',
      return: random.fixed(-5, 15, 2),
      inflation: random.fixed(0, 6, 2),
      timing: random.pick(['start', 'end']),
    }
  },
  expect: (query) => {
    const years = int(query, 'retireAge') - int(query, 'age')
    const n = 12 * years
    const i = num(query, 'return').div(1200)
    const yearly = num(query, 'monthly').times(12)
    const match = num(query, 'match')
      .div(100)
      .times(D.min(yearly, num(query, 'salary').times(num(query, 'matchCap')).div(100)))
    const monthlyIn = yearly.plus(match).div(12)
    const growth = i.plus(1).pow(n)
    const annuity = i.isZero()
      ? new D(n)
      : growth
          .minus(1)
          .div(i)
          .times(query.timing === 'start' ? i.plus(1) : 1)
    const balance = num(query, 'savings').times(growth).plus(monthlyIn.times(annuity))
    const today = balance.div(num(query, 'inflation').div(100).plus(1).pow(years))
    return [
      ['Balance at retirement', money(balance)],
      ['In today', money(today)],
      ['Your contributions', money(r2(yearly).times(years))],
      ['Employer match', money(r2(match).times(years))],
    ]
  },
}
