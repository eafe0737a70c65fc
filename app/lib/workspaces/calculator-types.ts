import { autoLoanQueryNames, parseAutoLoanParams } from '~/calculators/auto-loan/schema'
import { autoLoanMessages } from '~/calculators/auto-loan/texts'
import { creditCardQueryNames, parseCreditCardParams } from '~/calculators/credit-card-payoff/schema'
import { creditCardMessages } from '~/calculators/credit-card-payoff/texts'
import { affordabilityQueryNames, parseAffordabilityParams } from '~/calculators/home-affordability/schema'
import { affordabilityMessages } from '~/calculators/home-affordability/texts'
import { mortgageQueryNames, parseMortgageParams } from '~/calculators/mortgage/schema'
import { mortgageMessages } from '~/calculators/mortgage/texts'
import { parseRefinanceParams, refinanceQueryNames } from '~/calculators/refinance/schema'
import { refinanceMessages } from '~/calculators/refinance/texts'
import { parseSavingsGoalParams, savingsGoalQueryNames } from '~/calculators/savings-goal/schema'
import { savingsGoalMessages } from '~/calculators/savings-goal/texts'
import { parseCdParams } from '~/calculators/cd/schema'
import { cdMessages } from '~/calculators/cd/texts'
import { parseLoanParams } from '~/calculators/loan/schema'
import { loanMessages } from '~/calculators/loan/texts'
import { parseRetirementParams } from '~/calculators/retirement/schema'
import { retirementMessages } from '~/calculators/retirement/texts'

/*
 * The one place workspaces learn how each calculator type's inputs are validated. The types and their
 * names come from the calculator registry; a test fails when a registered calculator is missing here.
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

/** A calculator whose every input is a number: its parameters are its query names. */
function numericType(
  label: string,
  queryNames: Readonly<Record<string, string>>,
  parse: (search: URLSearchParams) => { errors: Partial<Record<string, string>> },
  messages: { translate: (key: string) => string },
): TypeInfo {
  const params = Object.values(queryNames)
  return {
    label,
    params,
    numeric: params,
    validate: (search) => messagesOf(parse(search).errors, messages),
  }
}

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
  mortgage: numericType('Mortgage Calculator', mortgageQueryNames, parseMortgageParams, mortgageMessages),
  'auto-loan': numericType('Auto Loan Calculator', autoLoanQueryNames, parseAutoLoanParams, autoLoanMessages),
  'credit-card-payoff': numericType(
    'Credit Card Payoff Calculator',
    creditCardQueryNames,
    parseCreditCardParams,
    creditCardMessages,
  ),
  refinance: numericType(
    'Refinance Calculator',
    refinanceQueryNames,
    parseRefinanceParams,
    refinanceMessages,
  ),
  'savings-goal': numericType(
    'Savings Goal Calculator',
    savingsGoalQueryNames,
    parseSavingsGoalParams,
    savingsGoalMessages,
  ),
  'home-affordability': numericType(
    'Home Affordability Calculator',
    affordabilityQueryNames,
    parseAffordabilityParams,
    affordabilityMessages,
  ),
} as const satisfies Record<string, TypeInfo>

export type CalculatorType = keyof typeof CALCULATOR_TYPES
export const CALCULATOR_TYPE_IDS = Object.keys(CALCULATOR_TYPES) as [CalculatorType, ...CalculatorType[]]

export function isCalculatorType(value: unknown): value is CalculatorType {
  return typeof value === 'string' && Object.hasOwn(CALCULATOR_TYPES, value)
}

export function typeInfo(type: string): TypeInfo {
  return isCalculatorType(type) ? CALCULATOR_TYPES[type] : CALCULATOR_TYPES.loan
}
