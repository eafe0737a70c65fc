export type FormulaErrorCode =
  | 'parse'
  | 'too-long'
  | 'too-deep'
  | 'unknown-name'
  | 'unknown-function'
  | 'argument-count'
  | 'cycle'
  | 'division-by-zero'
  | 'no-finite-result'
  | 'cannot-solve'
  | 'too-many-steps'
  | 'invalid-argument'

/** A formula's failure as a value: `message` is for the builder; visitors read VISITOR_MESSAGE instead. */
export interface FormulaError {
  code: FormulaErrorCode
  message: string
  /** 0-based character offset in the formula, for parse errors. */
  position?: number
}

/** Thrown inside the parser and evaluator only; every public function turns it into a FormulaError value. */
export class FormulaFailure extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
    readonly position?: number,
  ) {
    super(message)
  }

  toError(): FormulaError {
    return this.position === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, position: this.position }
  }
}

export function fail(code: FormulaErrorCode, message: string, position?: number): never {
  throw new FormulaFailure(code, message, position)
}

/** Any exception as a FormulaError: ours keep their detail, anything else is a computation without answer. */
export function asFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaFailure) return error.toError()
  if (error instanceof RangeError && /stack/i.test(error.message)) {
    return { code: 'too-deep', message: 'The formula is nested too deeply.' }
  }
  return { code: 'no-finite-result', message: 'These inputs have no finite result.' }
}
