import { parseCdParams } from '~/calculators/cd/schema'
import { cdMessages } from '~/calculators/cd/texts'
import { parseLoanParams } from '~/calculators/loan/schema'
import { loanMessages } from '~/calculators/loan/texts'
import { parseRetirementParams } from '~/calculators/retirement/schema'
import { retirementMessages } from '~/calculators/retirement/texts'

/*
 * The one place workspaces learn which calculator types exist and how their inputs are validated. When the
 * calculator registry lands, this file maps onto it and nothing else in workspaces changes.
 */
type TypeInfo = {
  label: string
  /** Query parameters the calculator reads; defaults and prefills use these names. */
  params: readonly string[]
  /** Of those, the ones that take a number (and may have a min/max). */
  numeric: readonly string[]
  /** Error messages of the calculator's own schema for these parameters ('' when valid). */
  validate: (search: URLSearchParams) => string[]
}

const messagesOf = (
  errors: Record<string, string | undefined>,
  messages: { translate: (key: string) => string },
) =>
  Object.values(errors)
    .filter((key): key is string => Boolean(key))
    .map((key) => messages.translate(key))

export const CALCULATOR_TYPES = {
  loan: {
    label: 'Loan Calculator',
    params: ['principal', 'rate', 'months', 'extra', 'start'],
    numeric: ['principal', 'rate', 'months', 'extra'],
    validate: (search) => messagesOf(parseLoanParams(search).errors, loanMessages),
  },
  cd: {
    label: 'CD Calculator',
    params: ['deposit', 'rate', 'months', 'days', 'compounding'],
    numeric: ['deposit', 'rate', 'months', 'days'],
    validate: (search) => messagesOf(parseCdParams(search).errors, cdMessages),
  },
  retirement: {
    label: 'Retirement Calculator',
    params: [
      ...['age', 'retireAge', 'savings', 'monthly', 'percent', 'salary', 'raise', 'match', 'matchCap'],
      ...['return', 'returnAfter', 'inflation', 'withdrawal', 'years', 'mode', 'timing'],
    ],
    numeric: [
      ...['age', 'retireAge', 'savings', 'monthly', 'percent', 'salary', 'raise', 'match', 'matchCap'],
      ...['return', 'returnAfter', 'inflation', 'withdrawal', 'years'],
    ],
    validate: (search) => messagesOf(parseRetirementParams(search).errors, retirementMessages),
  },
} as const satisfies Record<string, TypeInfo>

export type CalculatorType = keyof typeof CALCULATOR_TYPES
export const CALCULATOR_TYPE_IDS = Object.keys(CALCULATOR_TYPES) as [CalculatorType, ...CalculatorType[]]

export function isCalculatorType(value: unknown): value is CalculatorType {
  return typeof value === 'string' && Object.hasOwn(CALCULATOR_TYPES, value)
}

export function typeInfo(type: string): TypeInfo {
  return isCalculatorType(type) ? CALCULATOR_TYPES[type] : CALCULATOR_TYPES.loan
}
