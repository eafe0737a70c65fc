import { describe, expect, it } from 'vitest'
import { computeSchedule } from './schedule.server'

const today = '2026-11-30'
const schedule = (type: Parameters<typeof computeSchedule>[0], search: string) =>
  computeSchedule(type, new URLSearchParams(search), today)

describe('a scenario’s schedule, as the published calculator prints it', () => {
  it('gives the loan’s schedule by month, whose rows match the reference cases', async () => {
    const loan = await schedule('loan', 'principal=2500&rate=8.24&months=12&start=2027-01-15')
    expect(loan?.columns).toEqual(['Month', 'Date', 'Payment', 'Principal', 'Interest', 'Extra', 'Balance'])
    expect(loan?.rows).toHaveLength(12)
    // calculator-references.md: $2,500 at 8.24% for 12 months, row 1 and the final payment.
    expect(loan?.rows[0]).toEqual(['1', 'Jan 2027', '$217.75', '$200.58', '$17.17', '$0.00', '$2,299.42'])
    expect(loan?.rows[11]?.[2]).toBe('$217.72')
    expect(loan?.rows[11]?.[6]).toBe('$0.00')
    // Row 2 by hand: 2,299.42 × 0.0824 / 12 = 15.7893 → 15.79; 217.75 − 15.79 = 201.96; 2,299.42 − 201.96.
    expect(loan?.rows[1]?.slice(2)).toEqual(['$217.75', '$201.96', '$15.79', '$0.00', '$2,097.46'])
    // $10,000 at 8% for 10 months: nine payments of 1,037.03 and a final 1,037.07.
    const short = await schedule('loan', 'principal=10000&rate=8&months=10')
    expect(short?.rows.map((row) => row[2])).toEqual([...Array<string>(9).fill('$1,037.03'), '$1,037.07'])
  })

  it('keys a row by its own first column where the calculator numbers otherwise (RMD: age)', async () => {
    const rmd = await schedule('rmd', 'age=75&balance=500000&return=5&years=3')
    expect(rmd?.columns[0]).toBe('Age')
    // Uniform Lifetime Table: 75 → 24.6; 500,000 / 24.6 = 20,325.20.
    expect(rmd?.rows[0]).toEqual(['75', '$500,000.00', '24.6', '$20,325.20'])
  })

  it('gives none for a calculator that shows no schedule', async () => {
    expect(await schedule('credit-card-payoff', '')).toBeUndefined()
  })
})
