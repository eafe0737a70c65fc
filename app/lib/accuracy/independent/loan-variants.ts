import type { IndependentCheck, Query, Random } from '../random-check'
import { D, money, r2, schedule } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')
const rate = (random: Random, max = 15) => (random.int(0, 9) === 0 ? '0' : random.fixed(0.01, max, 3))

export const refinanceCheck: IndependentCheck = {
  varies:
    'balance $10,000–$1,500,000, both rates 0–15 %, 12–360 months each, costs $0–$20,000, rolled in or paid',
  method:
    'calculator-references.md (refinance: break-even rounded up, costs rolled in) with the loan convention in decimal.js',
  input: (random) => ({
    balance: random.fixed(10_000, 1_500_000, 2),
    rate: rate(random),
    months: String(random.int(12, 360)),
    newRate: rate(random),
    newMonths: String(random.int(12, 360)),
    costs: random.fixed(0, 20_000, 2),
    rollCosts: String(random.int(0, 1)),
  }),
  expect: (query) => {
    const balance = num(query, 'balance')
    const costs = num(query, 'costs')
    const rolled = query.rollCosts === '1'
    const current = schedule(balance, num(query, 'rate'), int(query, 'months'))
    const next = schedule(
      rolled ? balance.plus(costs) : balance,
      num(query, 'newRate'),
      int(query, 'newMonths'),
    )
    const saving = current.payment.minus(next.payment)
    return [
      ['Monthly saving', money(saving)],
      ['Current payment', money(current.payment)],
      ['New payment', money(next.payment)],
      ...(saving.greaterThan(0) && costs.greaterThan(0)
        ? [['Break-even month', costs.div(saving).ceil().toString()] as const]
        : []),
      ['Interest left on current loan', money(current.totalInterest)],
      ['Interest on new loan', money(next.totalInterest)],
      ['New loan amount', money(rolled ? balance.plus(costs) : balance)],
    ]
  },
}

export const mortgagePointsCheck: IndependentCheck = {
  varies:
    'amount $50,000–$1,500,000, 60–360 months, rate 2–12 % and a rate with points up to 1 % lower, 0–4 points',
  method: 'ten-calculators.md §10 (payments actually made under the loan convention) in decimal.js',
  input: (random) => {
    const base = random.int(200, 1_200)
    return {
      amount: String(random.int(50_000, 1_500_000)),
      months: String(random.int(60, 360)),
      rate: (base / 100).toFixed(2),
      pointsRate: ((base - random.int(0, 100)) / 100).toFixed(2),
      points: random.fixed(0, 4, 2),
      pointCost: '1',
      holdYears: String(random.int(1, 30)),
    }
  },
  expect: (query) => {
    const amount = num(query, 'amount')
    const months = int(query, 'months')
    const without = schedule(amount, num(query, 'rate'), months)
    const withPoints = schedule(amount, num(query, 'pointsRate'), months)
    const cost = r2(amount.times(num(query, 'points')).times(num(query, 'pointCost')).div(100))
    const saving = without.payment.minus(withPoints.payment)
    const paid = (loan: typeof without, upTo: number) =>
      loan.payments.slice(0, upTo).reduce((sum, each) => sum.plus(each), new D(0))
    const hold = Math.min(12 * int(query, 'holdYears'), months)
    return [
      ['Monthly payment without points', money(without.payment)],
      ['Monthly payment with points', money(withPoints.payment)],
      ['Monthly saving', money(saving)],
      ['Upfront cost of points', money(cost)],
      ...(saving.greaterThan(0) && cost.greaterThan(0)
        ? [['Break-even month', cost.div(saving).ceil().toString()] as const]
        : []),
      [
        'Net saving over the full term',
        money(paid(without, months).minus(paid(withPoints, months)).minus(cost)),
      ],
      [
        `Net saving over ${hold} months`,
        money(paid(without, hold).minus(paid(withPoints, hold)).minus(cost)),
      ],
    ]
  },
}

export const mortgagePayoffCheck: IndependentCheck = {
  varies:
    'balance $10,000–$1,000,000, rate 0–12 %, 12–360 months left, extra monthly, yearly and lump-sum payments',
  method: 'ten-calculators.md §4 with the loan convention (extras added to what is due) in decimal.js',
  input: (random) => {
    const months = random.int(12, 360)
    return {
      balance: random.fixed(10_000, 1_000_000, 2),
      rate: rate(random, 12),
      months: String(months),
      extra: random.int(0, 1) ? random.fixed(0, 1_000, 2) : '0',
      extraYearly: random.int(0, 2) === 0 ? random.fixed(0, 10_000, 2) : '0',
      lump: random.int(0, 2) === 0 ? random.fixed(0, 50_000, 2) : '0',
      lumpMonth: String(random.int(1, months)),
    }
  },
  expect: (query) => {
    const balance = num(query, 'balance')
    const months = int(query, 'months')
    const extra = (month: number) =>
      num(query, 'extra')
        .plus(month % 12 === 0 ? num(query, 'extraYearly') : 0)
        .plus(month === int(query, 'lumpMonth') ? num(query, 'lump') : 0)
    const baseline = schedule(balance, num(query, 'rate'), months)
    const faster = schedule(balance, num(query, 'rate'), months, extra, baseline.payment)
    return [
      ['Scheduled monthly payment', money(baseline.payment)],
      ['Payoff month without extra payments', String(baseline.months)],
      ['New payoff month', String(faster.months)],
      ['Months saved', String(baseline.months - faster.months)],
      ['Total interest without extra payments', money(baseline.totalInterest)],
      ['Total interest with extra payments', money(faster.totalInterest)],
      ['Interest saved', money(baseline.totalInterest.minus(faster.totalInterest))],
      ['Final payment', money(faster.final)],
    ]
  },
}

export const biweeklyCheck: IndependentCheck = {
  varies: 'amount $10,000–$2,000,000, rate 0.01–15 %, 5–40 years',
  method:
    'ten-calculators.md §5 (half the monthly payment every two weeks, interest at rate / 2600) in decimal.js',
  input: (random) => ({
    amount: random.fixed(10_000, 2_000_000, 2),
    rate: random.fixed(0.01, 15, 3),
    years: String(random.int(5, 40)),
  }),
  expect: (query) => {
    const amount = num(query, 'amount')
    const apr = num(query, 'rate')
    const monthly = schedule(amount, apr, int(query, 'years') * 12)
    const half = monthly.payment.div(2).toDecimalPlaces(2, D.ROUND_HALF_UP)
    let balance = amount
    let interest = new D(0)
    let payments = 0
    let final = new D(0)
    while (balance.greaterThan(0)) {
      const due = r2(balance.times(apr).div(2600))
      interest = interest.plus(due)
      payments++
      final = D.min(half, balance.plus(due))
      balance = balance.plus(due).minus(final)
    }
    const months = Math.ceil((payments * 12) / 26)
    return [
      ['Monthly payment', money(monthly.payment)],
      ['Biweekly payment', money(half)],
      ['Number of biweekly payments', String(payments)],
      ['Payoff time in months', String(months)],
      ['Final biweekly payment', money(final)],
      ['Total interest with monthly payments', money(monthly.totalInterest)],
      ['Total interest with biweekly payments', money(interest)],
      ['Interest saved', money(monthly.totalInterest.minus(interest))],
      ['Time saved in months', String(int(query, 'years') * 12 - months)],
    ]
  },
}

/** The monthly rate i ≥ 0 with advance = Σ payment_k / (1 + i)^k, by Newton's method on the closed form. */
function actuarialRate(advance: number, payment: number, final: number, n: number): number {
  const presentValue = (i: number) =>
    i === 0 ? payment * (n - 1) + final : (payment * (1 - (1 + i) ** -(n - 1))) / i + final * (1 + i) ** -n
  let low = 0
  let high = 1
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2
    if (presentValue(middle) > advance) low = middle
    else high = middle
  }
  return (low + high) / 2
}

export const aprCheck: IndependentCheck = {
  varies: 'amount $10,000–$2,000,000, note rate 0.5–15 %, 12–480 months, fees up to 3 %, 0–3 points',
  method:
    'ten-calculators.md §1 in decimal.js; the rate solves Appendix J (b)(8) in closed form (level payments plus the final one)',
  input: (random) => {
    const amount = random.int(10_000, 2_000_000)
    return {
      amount: String(amount),
      rate: random.fixed(0.5, 15, 3),
      months: String(random.int(12, 480)),
      fees: random.fixed(0, amount * 0.03, 2),
      points: random.fixed(0, 3, 3),
    }
  },
  expect: (query) => {
    const amount = num(query, 'amount')
    const loan = schedule(amount, num(query, 'rate'), int(query, 'months'))
    const pointsCost = r2(amount.times(num(query, 'points')).div(100))
    const prepaid = num(query, 'fees').plus(pointsCost)
    const financed = amount.minus(prepaid)
    const i = actuarialRate(financed.toNumber(), loan.payment.toNumber(), loan.final.toNumber(), loan.months)
    return [
      ['Monthly payment', money(loan.payment)],
      ['Final payment', money(loan.final)],
      ['Cost of points', money(pointsCost)],
      ['Prepaid finance charges', money(prepaid)],
      ['Amount financed', money(financed)],
      ['Total of payments', money(loan.totalPaid)],
      ['Finance charge', money(loan.totalPaid.minus(financed))],
      ['APR', new D(i).times(1200).toFixed(3, D.ROUND_HALF_UP)],
    ]
  },
}
