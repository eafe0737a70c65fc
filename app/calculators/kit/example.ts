/**
 * A worked example the shared end-to-end spec (tests/e2e/calculators.spec.ts) checks on every page of a
 * calculator: app/calculators/<name>/example.ts default-exports one. Use parameters that matter for the
 * loader script too: they are also passed as data- attributes from another origin.
 */
export interface CalculatorExample {
  /** Query string without '?', e.g. 'principal=10000&rate=8&months=10'. */
  search: string
  /** Texts the English result summary shows for it, e.g. ['$1,037.03']. */
  results: readonly string[]
}
