// Every bound of the formula language in one place: a definition stays small enough to check and compute in
// milliseconds, whatever a builder (or an attacker) types.
export const FORMULA_LIMITS = {
  /** Characters in one formula. */
  maxLength: 1000,
  /** Formulas in one definition (computed values and results together). */
  maxFormulas: 100,
  /** Nesting of parentheses, function calls and operators. */
  maxDepth: 32,
  /** Evaluation steps for one computation of a whole definition (a node visited, a period rolled forward). */
  maxSteps: 200_000,
  /** Periods a cent-rounded roll-forward or schedule may run. */
  maxPeriods: 1200,
} as const

/** What a visitor reads whenever a formula has no answer for their inputs; the builder sees the detail. */
export const VISITOR_MESSAGE = 'cannot compute these inputs'
