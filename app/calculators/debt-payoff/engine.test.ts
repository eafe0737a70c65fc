import { describe, expect, test } from 'vitest'
import { CalculatorInputError } from '../messages'
import { thrownBy } from '../test-support'
import { computeDebtPayoff, type DebtPayoffResult } from './engine'
import { debtPayoffFigures, debtPayoffNote } from './figures'
import { debtPayoffDefaults, parseDebtPayoffParams } from './schema'

const fromQuery = (query: string): DebtPayoffResult =>
  computeDebtPayoff(parseDebtPayoffParams(new URLSearchParams(query)).values)

const simulated = (result: DebtPayoffResult) => {
  if (result.outcome !== 'simulated') throw new Error(`not simulated: ${result.outcome}`)
  return result
}

describe('worked example: $600 a month on three debts', () => {
  const result = simulated(
    fromQuery('budget=600&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196'),
  )

  test('avalanche: 30 months, $2,270.03 interest, debts 1, 2, 3 in months 15, 17, 30', () => {
    expect(result.avalanche).toMatchObject({
      outcome: 'paidOff',
      months: 30,
      totalInterest: 2_270.03,
      order: [
        { slot: 1, month: 15 },
        { slot: 2, month: 17 },
        { slot: 3, month: 30 },
      ],
    })
  })

  test('snowball: 30 months, $2,340.89 interest, debts 2, 1, 3 in months 5, 17, 30', () => {
    expect(result.snowball).toMatchObject({
      outcome: 'paidOff',
      months: 30,
      totalInterest: 2_340.89,
      order: [
        { slot: 2, month: 5 },
        { slot: 1, month: 17 },
        { slot: 3, month: 30 },
      ],
    })
  })

  test('the page prints them in the specified order and form', () => {
    expect(debtPayoffFigures(result, 'en').map((figure) => `${figure.label}: ${figure.value}`)).toEqual([
      'Avalanche: months to debt-free: 30 (2 years 6 months)',
      'Avalanche: total interest: $2,270.03',
      'Avalanche: payoff order: Debt 1 (month 15) → Debt 2 (month 17) → Debt 3 (month 30)',
      'Snowball: months to debt-free: 30 (2 years 6 months)',
      'Snowball: total interest: $2,340.89',
      'Snowball: payoff order: Debt 2 (month 5) → Debt 1 (month 17) → Debt 3 (month 30)',
    ])
  })

  test('each month’s rows add up: balance = previous balance + interest − paid', () => {
    for (const plan of [result.avalanche, result.snowball]) {
      let balance = Math.round(result.startBalance * 100)
      for (const row of plan.rows) {
        balance += Math.round(row.interest * 100) - Math.round(row.paid * 100)
        expect(Math.round(row.balance * 100)).toBe(balance)
        expect(row.paid).toBeLessThanOrEqual(600)
      }
      expect(balance).toBe(0)
    }
  })
})

describe('the list input', () => {
  test('without any bK the three default debts are used', () => {
    expect(parseDebtPayoffParams(new URLSearchParams('budget=600')).values).toEqual({
      ...debtPayoffDefaults,
      budget: 600,
    })
  })

  test('with any bK the list comes only from the query: absent slots are empty, absent rK and mK are 0', () => {
    const { values } = parseDebtPayoffParams(new URLSearchParams('b4=1000'))
    expect(values).toMatchObject({ b1: 0, r1: 0, m1: 0, b4: 1_000, r4: 0, m4: 0, budget: 800 })
    const result = simulated(computeDebtPayoff(values))
    expect(result.avalanche).toMatchObject({ months: 2, order: [{ slot: 4, month: 2 }] })
  })

  test('slots need not be contiguous and a minimum above the balance pays it off in month 1', () => {
    const result = simulated(fromQuery('budget=500&b2=100&m2=150&b5=1000&r5=12&m5=50'))
    const both = [
      { slot: 2, month: 1 },
      { slot: 5, month: 3 },
    ]
    expect(result.snowball).toMatchObject({ order: both })
    expect(result.avalanche).toMatchObject({ order: both })
  })
})

describe('messages', () => {
  test('no debt with a balance', () => {
    const result = fromQuery('b1=0')
    expect(result.outcome).toBe('noDebts')
    expect(debtPayoffNote(result, 'en')).toBe('Enter at least one debt with a balance.')
    expect(debtPayoffFigures(result, 'en')).toEqual([])
  })

  test('a budget below the minimums: nothing is simulated', () => {
    const result = fromQuery('budget=300&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196')
    expect(result.outcome).toBe('budgetTooLow')
    expect(debtPayoffNote(result, 'en')).toBe(
      'Your monthly budget ($300.00) is less than the sum of your minimum payments ($371.00).',
    )
  })

  test('a budget that never pays off: both strategies say so, by name', () => {
    const result = simulated(fromQuery('budget=400&b1=20000&r1=29.99&m1=400'))
    expect(result.avalanche.outcome).toBe('never')
    expect(result.snowball.outcome).toBe('never')
    expect(result.avalanche.rows).toHaveLength(600)
    expect(debtPayoffFigures(result, 'en')).toEqual([])
    expect(debtPayoffNote(result, 'en')).toBe(
      'Avalanche: Not paid off within 50 years at this budget. Raise the monthly budget. ' +
        'Snowball: Not paid off within 50 years at this budget. Raise the monthly budget.',
    )
  })

  test('invalid input throws', () => {
    expect(thrownBy(() => computeDebtPayoff({ ...debtPayoffDefaults, r1: 51 }))).toBeInstanceOf(
      CalculatorInputError,
    )
  })
})

describe('priority ties', () => {
  test('avalanche: equal APRs go to the smaller starting balance, then the lower slot', () => {
    const result = simulated(
      fromQuery('budget=1000&b1=3000&r1=10&m1=10&b2=2000&r2=10&m2=10&b3=2000&r3=10&m3=10'),
    )
    expect(result.avalanche.outcome === 'paidOff' && result.avalanche.order.map((debt) => debt.slot)).toEqual(
      [2, 3, 1],
    )
  })

  test('snowball: equal balances go to the higher APR, then the lower slot', () => {
    const result = simulated(
      fromQuery('budget=1000&b1=2000&r1=5&m1=10&b2=2000&r2=9&m2=10&b3=2000&r3=5&m3=10'),
    )
    expect(result.snowball.outcome === 'paidOff' && result.snowball.order.map((debt) => debt.slot)).toEqual([
      2, 1, 3,
    ])
  })
})
