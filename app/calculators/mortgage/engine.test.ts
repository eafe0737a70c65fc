import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { cents, sumDollars, thrownBy } from '../test-support'
import { computeMortgage } from './engine'
import { mortgageDefaults, type MortgageInput } from './schema'

// Worked example of issue 12.
const example: MortgageInput = {
  price: 300_000,
  down: 30_000,
  apr: 7,
  years: 30,
  taxRate: 1.25,
  insurance: 1_200,
  pmiRate: 0.6,
  hoa: 0,
}

describe('worked example: $300,000, $30,000 down, 7%, 30 years, tax 1.25%, insurance $1,200, PMI 0.6%', () => {
  const result = computeMortgage(example)

  test('monthly parts and the first total', () => {
    expect(result.loanAmount).toBe(270_000)
    expect(result.principalAndInterest).toBe(1_796.32)
    expect(result.monthlyTax).toBe(312.5)
    expect(result.monthlyInsurance).toBe(100)
    expect(result.monthlyPmi).toBe(135)
    expect(result.monthlyHoa).toBe(0)
    expect(result.firstMonthTotal).toBe(2_343.82)
    expect(result.totalAfterPmi).toBe(2_208.82)
  })

  test('PMI on 115 payments, $15,525.00 in all, stopping once the balance is at most 78% of the price', () => {
    expect(result.pmiPayments).toBe(115)
    expect(result.totalPmi).toBe(15_525)
    expect(result.schedule[113]?.balance).toBeGreaterThan(234_000)
    expect(result.schedule[114]?.balance).toBeLessThanOrEqual(234_000)
    expect(result.schedule[114]?.pmi).toBe(135)
    expect(result.schedule[115]?.pmi).toBe(0)
    expect(sumDollars(result.schedule.map((row) => row.pmi))).toBe(15_525)
  })

  test('total interest $376,671.49 over 360 payments ending at a zero balance', () => {
    expect(result.totalInterest).toBe(376_671.49)
    expect(result.numberOfPayments).toBe(360)
    expect(result.schedule.at(-1)?.balance).toBe(0)
    expect(result.finalPayment).toBe(result.schedule.at(-1)?.payment)
    expect(sumDollars(result.schedule.map((row) => row.interest))).toBe(376_671.49)
    expect(sumDollars(result.schedule.map((row) => row.principal))).toBe(270_000)
  })
})

describe('PMI and HOA', () => {
  test('no PMI with 20% down, whatever the PMI rate', () => {
    const result = computeMortgage({ ...example, down: 60_000 })
    expect(result.monthlyPmi).toBe(0)
    expect(result.pmiPayments).toBe(0)
    expect(result.totalPmi).toBe(0)
    expect(result.schedule.every((row) => row.pmi === 0)).toBe(true)
    expect(result.firstMonthTotal).toBe(result.totalAfterPmi)
  })

  test('a cent under 20% down is charged PMI', () => {
    expect(computeMortgage({ ...example, down: 59_999.99 }).monthlyPmi).toBeGreaterThan(0)
  })

  test('a PMI rate of 0 charges nothing', () => {
    const result = computeMortgage({ ...example, pmiRate: 0 })
    expect(result.pmiPayments).toBe(0)
    expect(result.totalPmi).toBe(0)
  })

  test('HOA dues are part of every monthly total', () => {
    const result = computeMortgage({ ...example, hoa: 250 })
    expect(result.monthlyHoa).toBe(250)
    expect(cents(result.firstMonthTotal)).toBe(cents(2_343.82) + 25_000)
  })

  test('monthly tax and insurance are rounded half-up to the cent', () => {
    const result = computeMortgage({ ...example, price: 300_001, taxRate: 1.1, insurance: 1_000 })
    expect(result.monthlyTax).toBe(275) // 300,001 × 1.1% / 12 = 275.0009…
    expect(result.monthlyInsurance).toBe(83.33)
  })

  test('at 0% the loan is repaid in equal payments with no interest', () => {
    const result = computeMortgage({ ...example, apr: 0, years: 1 })
    expect(result.principalAndInterest).toBe(22_500)
    expect(result.totalInterest).toBe(0)
  })
})

describe('invalid input', () => {
  test('a down payment of the whole price throws a CalculatorInputError on the down field', () => {
    const error = thrownBy(() => computeMortgage({ ...example, down: 300_000 }))
    expect(error).toBeInstanceOf(CalculatorInputError)
    expect((error as CalculatorInputError).errors).toEqual({ down: 'mortgage.down.belowPrice' })
  })

  test('a term beyond 50 years throws', () => {
    expect(() => computeMortgage({ ...example, years: 51 })).toThrow(CalculatorInputError)
  })

  test('the defaults compute', () => {
    expect(computeMortgage(mortgageDefaults).numberOfPayments).toBe(360)
  })
})
