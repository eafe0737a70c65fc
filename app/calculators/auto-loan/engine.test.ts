import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { sumDollars, thrownBy } from '../test-support'
import { computeAutoLoan } from './engine'
import { autoLoanDefaults, type AutoLoanInput } from './schema'

// Worked example of issue 12.
const example: AutoLoanInput = {
  price: 25_000,
  down: 2_000,
  tradeIn: 5_000,
  tradeOwed: 0,
  salesTax: 5,
  fees: 300,
  apr: 5.9,
  months: 48,
}

describe('worked example: $25,000, $2,000 down, $5,000 trade-in owing $0, 5% tax, $300 fees, 5.9%, 48 months', () => {
  const result = computeAutoLoan(example)

  test('tax $1,000.00, financed $19,300.00, payment $452.38, total interest $2,414.11', () => {
    expect(result.salesTax).toBe(1_000)
    expect(result.amountFinanced).toBe(19_300)
    expect(result.monthlyPayment).toBe(452.38)
    expect(result.totalInterest).toBe(2_414.11)
    expect(result.totalOfPayments).toBe(21_714.11)
  })

  test('the schedule has 48 payments, repays the amount financed and sums to the total of payments', () => {
    expect(result.numberOfPayments).toBe(48)
    expect(result.schedule.at(-1)?.balance).toBe(0)
    expect(sumDollars(result.schedule.map((row) => row.principal))).toBe(19_300)
    expect(sumDollars(result.schedule.map((row) => row.payment))).toBe(21_714.11)
    expect(result.finalPayment).toBe(result.schedule.at(-1)?.payment)
  })
})

describe('trade-ins and taxes', () => {
  test('sales tax is charged on the price less the trade-in', () => {
    const result = computeAutoLoan({ ...example, tradeIn: 10_000 })
    expect(result.salesTax).toBe(750)
  })

  test('what is still owed on the trade-in beyond its value is added to the loan', () => {
    const result = computeAutoLoan({ ...example, tradeIn: 5_000, tradeOwed: 7_500 })
    expect(result.tradeInEquity).toBe(-2_500)
    expect(result.amountFinanced).toBe(19_300 + 7_500)
  })

  test('sales tax rounds half-up to the cent', () => {
    // (20,000.10 − 0) × 6.25% = 1,250.00625
    const result = computeAutoLoan({ ...example, price: 20_000.1, tradeIn: 0, salesTax: 6.25 })
    expect(result.salesTax).toBe(1_250.01)
  })
})

describe('invalid input', () => {
  test('a down payment and trade-in that cover everything leave nothing to finance', () => {
    const error = thrownBy(() =>
      computeAutoLoan({ ...example, down: 25_000, fees: 0, tradeIn: 0, salesTax: 0 }),
    )
    expect(error).toBeInstanceOf(CalculatorInputError)
    expect((error as CalculatorInputError).errors).toEqual({ down: 'autoLoan.down.nothingToFinance' })
  })

  test('a trade-in worth more than the car is refused', () => {
    const error = thrownBy(() => computeAutoLoan({ ...example, tradeIn: 25_000.01 }))
    expect((error as CalculatorInputError).errors).toEqual({ tradeIn: 'autoLoan.tradeIn.abovePrice' })
  })

  test('the defaults compute', () => {
    expect(computeAutoLoan(autoLoanDefaults).numberOfPayments).toBe(60)
  })
})
