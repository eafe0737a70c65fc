import fc from 'fast-check'
import { expect } from 'vitest'

// Shared by the calculators' tests: exact sums of money amounts and the error an engine throws.

export function cents(value: number): number {
  return Math.round(value * 100)
}

/** Sums dollar amounts through whole cents, so the total is exact. */
export function sumDollars(values: readonly number[]): number {
  return values.reduce((total, value) => total + cents(value), 0) / 100
}

export function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

interface ParamsResult {
  values: Record<string, number>
  errors: Partial<Record<string, string>>
}

/**
 * Any query string, however malformed, parses to finite values, and an error whose key has English and
 * Spanish text whenever the values are not valid.
 */
export function checkParamsNeverFail(
  parse: (params: URLSearchParams) => ParamsResult,
  queryNames: Record<string, string>,
  isValid: (values: Record<string, number>) => boolean,
  texts: { en: Record<string, string>; es: Record<string, string> },
): void {
  const names = Object.values(queryNames)
  const query = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.double().map(String)))
  fc.assert(
    fc.property(query, (entries) => {
      const { values, errors } = parse(new URLSearchParams(entries))
      expect(Object.values(values).every(Number.isFinite)).toBe(true)
      if (!isValid(values)) expect(Object.keys(errors).length).toBeGreaterThan(0)
      for (const key of Object.values(errors)) {
        expect(texts.en[key ?? '']).toBeTruthy()
        expect(texts.es[key ?? '']).toBeTruthy()
      }
    }),
    { numRuns: 1000 },
  )
}
