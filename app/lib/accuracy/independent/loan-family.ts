import type { IndependentCheck, Query, Random } from '../random-check'
import { D, levelPayment, money, r2, schedule } from './decimal'

const num = (query: Query, name: string) => new D(query[name] ?? '0')
const int = (query: Query, name: string) => Number(query[name] ?? '0')

/** A loan an engineer might type: $1,000 to $1,000,000 in cents, 0–30 % in hundredths. */
const amount = (random: Random, max = 1_000_000) => random.fixed(1_000, max, 2)
const rate = (random: Random) => (random.int(0, 9) === 0 ? '0' : random.fixed(0.01, 30, 2))

export const loanCheck: IndependentCheck = {
  varies: 'amount $1,000–$1,000,000, rate 0–30 % (one case in ten at 0 %), 1–480 months',
  method:
    'the loan convention (calculator-references.md, ten-calculators.md §0.2) month by month in decimal.js',
  input: (random) => ({ principal: amount(random), rate: rate(random), months: String(random.int(1, 480)) }),
  expect: (query) => {
    const loan = schedule(num(query, 'principal'), num(query, 'rate'), int(query, 'months'))
    return [
      ['Monthly payment', money(loan.payment)],
      ['Final payment', money(loan.final)],
      ['Total interest', money(loan.totalInterest)],
      ['Total paid', money(loan.totalPaid)],
      ['Number of payments', String(loan.months)],
    ]
  },
}

export const homeEquityCheck: IndependentCheck = {
  varies:
    'home value $50,000–$2,000,000, balance up to 90 % of it, CLTV 50–100 %, amount, rate 0–25 %, 1–30 years',
  method: 'ten-calculators.md §2 with the loan convention in decimal.js',
  input: (random) => {
    const value = random.int(50_000, 2_000_000)
    return {
      value: String(value),
      balance: String(random.int(0, Math.floor(value * 0.9))),
      cltv: String(random.int(50, 100)),
      wanted: String(random.int(1_000, 500_000)),
      rate: random.fixed(0, 25, 2),
      years: String(random.int(1, 30)),
    }
  },
  expect: (query) => {
    const value = num(query, 'value')
    const balance = num(query, 'balance')
    const maxCombined = r2(value.times(num(query, 'cltv')).div(100))
    const available = D.max(0, maxCombined.minus(balance))
    const loan = D.min(num(query, 'wanted'), available)
    const figures: [string, string][] = [
      ['Maximum combined borrowing', money(maxCombined)],
      ['Available equity', money(available)],
      ['Loan amount', money(loan)],
    ]
    if (loan.isZero()) return figures
    const repaid = schedule(loan, num(query, 'rate'), int(query, 'years') * 12)
    return [
      ...figures,
      ['Monthly payment', money(repaid.payment)],
      ['Total interest', money(repaid.totalInterest)],
      ['Total of payments', money(repaid.totalPaid)],
      ['Combined loan-to-value after the loan', money(balance.plus(loan).times(100).div(value))],
    ]
  },
}

export const autoLoanCheck: IndependentCheck = {
  varies:
    'price $5,000–$150,000, down payment, trade-in and amount owed on it, sales tax 0–10 %, fees, rate, 12–96 months',
  method: 'calculator-references.md (auto loan) with the loan convention in decimal.js',
  input: (random) => {
    const price = random.int(5_000, 150_000)
    const tradeIn = random.int(0, 2) === 0 ? random.int(0, Math.floor(price / 3)) : 0
    return {
      price: String(price),
      down: String(random.int(0, Math.floor(price / 4))),
      tradeIn: String(tradeIn),
      tradeOwed: String(tradeIn > 0 ? random.int(0, tradeIn) : 0),
      salesTax: random.fixed(0, 10, 3),
      fees: random.fixed(0, 2_000, 2),
      rate: rate(random),
      months: String(random.int(12, 96)),
    }
  },
  expect: (query) => {
    const taxable = num(query, 'price').minus(num(query, 'tradeIn'))
    const salesTax = r2(taxable.times(num(query, 'salesTax')).div(100))
    const equity = num(query, 'tradeIn').minus(num(query, 'tradeOwed'))
    const financed = num(query, 'price')
      .minus(num(query, 'down'))
      .minus(equity)
      .plus(salesTax)
      .plus(num(query, 'fees'))
    const loan = schedule(financed, num(query, 'rate'), int(query, 'months'))
    return [
      ['Monthly payment', money(loan.payment)],
      ['Amount financed', money(financed)],
      ['Sales tax', money(salesTax)],
      ['Total interest', money(loan.totalInterest)],
      ['Total of payments', money(loan.totalPaid)],
      ['Final payment', money(loan.final)],
    ]
  },
}

export const mortgageCheck: IndependentCheck = {
  varies:
    'price $50,000–$2,000,000, down 0–50 %, rate 0–15 %, 10–30 years, tax 0–3 %, insurance, PMI 0–1.5 %',
  method:
    'calculator-references.md (mortgage: PMI to the Homeowners Protection Act 78 % point) with the loan convention in decimal.js',
  input: (random) => {
    const price = random.int(50_000, 2_000_000)
    return {
      price: String(price),
      down: String(random.int(0, Math.floor(price / 2))),
      rate: random.fixed(0, 15, 3),
      years: String(random.pick([10, 15, 20, 25, 30])),
      tax: random.fixed(0, 3, 2),
      insurance: String(random.int(0, 5_000)),
      pmi: random.fixed(0, 1.5, 2),
    }
  },
  expect: (query) => {
    const price = num(query, 'price')
    const down = num(query, 'down')
    const loanAmount = price.minus(down)
    const loan = schedule(loanAmount, num(query, 'rate'), int(query, 'years') * 12)
    const pmi = down.times(5).lessThan(price) ? r2(loanAmount.times(num(query, 'pmi')).div(1200)) : new D(0)
    const cutoff = loan.balances.findIndex((balance) => balance.times(100).lessThanOrEqualTo(price.times(78)))
    const pmiPayments = pmi.isZero() ? 0 : cutoff === -1 ? loan.months : cutoff + 1
    return [
      ['Principal & interest', money(loan.payment)],
      ['Property tax', money(price.times(num(query, 'tax')).div(1200))],
      ['Home insurance', money(num(query, 'insurance').div(12))],
      ['Loan amount', money(loanAmount)],
      ['Total interest', money(loan.totalInterest)],
      ...(pmiPayments > 0 ? [['Total PMI', money(pmi.times(pmiPayments))] as const] : []),
    ]
  },
}

export { levelPayment }
