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
