import { autoLoanDefaults, autoLoanQueryNames, parseAutoLoanParams } from '~/calculators/auto-loan/schema'
import { autoLoanMessages } from '~/calculators/auto-loan/texts'
import {
  creditCardDefaults,
  creditCardQueryNames,
  parseCreditCardParams,
} from '~/calculators/credit-card-payoff/schema'
import { creditCardMessages } from '~/calculators/credit-card-payoff/texts'
import {
  affordabilityDefaults,
  affordabilityQueryNames,
  parseAffordabilityParams,
} from '~/calculators/home-affordability/schema'
import { affordabilityMessages } from '~/calculators/home-affordability/texts'
import { mortgageDefaults, mortgageQueryNames, parseMortgageParams } from '~/calculators/mortgage/schema'
import { mortgageMessages } from '~/calculators/mortgage/texts'
import { parseRefinanceParams, refinanceDefaults, refinanceQueryNames } from '~/calculators/refinance/schema'
import { refinanceMessages } from '~/calculators/refinance/texts'
import {
  parseSavingsGoalParams,
  savingsGoalDefaults,
  savingsGoalQueryNames,
} from '~/calculators/savings-goal/schema'
import { savingsGoalMessages } from '~/calculators/savings-goal/texts'
import { cdDefaults, cdQueryNames, parseCdParams } from '~/calculators/cd/schema'
import { cdMessages } from '~/calculators/cd/texts'
import { loanDefaults, loanQueryNames, parseLoanParams } from '~/calculators/loan/schema'
import { loanMessages } from '~/calculators/loan/texts'
import {
  parseRetirementParams,
  retirementDefaults,
  retirementQueryNames,
} from '~/calculators/retirement/schema'
import { retirementMessages } from '~/calculators/retirement/texts'
import {
  collegeSavingsDefaults,
  collegeSavingsQueryNames,
  parseCollegeSavingsParams,
} from '~/calculators/college-savings/schema'
import { collegeSavingsMessages } from '~/calculators/college-savings/texts'
import { parseRmdParams, rmdDefaults, rmdQueryNames } from '~/calculators/rmd/schema'
import { rmdMessages } from '~/calculators/rmd/texts'
import {
  parseRetirementIncomeParams,
  retirementIncomeDefaults,
  retirementIncomeQueryNames,
} from '~/calculators/retirement-income/schema'
import { retirementIncomeMessages } from '~/calculators/retirement-income/texts'
import { autoLeaseDefaults, autoLeaseQueryNames, parseAutoLeaseParams } from '~/calculators/auto-lease/schema'
import { autoLeaseMessages } from '~/calculators/auto-lease/texts'
import {
  mortgagePointsDefaults,
  mortgagePointsQueryNames,
  parseMortgagePointsParams,
} from '~/calculators/mortgage-points/schema'
import { mortgagePointsMessages } from '~/calculators/mortgage-points/texts'

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
  /** The text of each input when nothing is given for it: what a visitor sees before typing. */
  defaults: (search: URLSearchParams) => Record<string, string>
}

/** A schema's default values by query name; inputs without a default (an optional date) are left out. */
function textsOf(queryNames: Readonly<Record<string, string>>, defaults: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(queryNames).flatMap(([field, name]) =>
      defaults[field] === undefined ? [] : [[name, String(defaults[field])]],
    ),
  )
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
  defaults: Readonly<Record<string, number>>,
): TypeInfo {
  const params = Object.values(queryNames)
  const texts = textsOf(queryNames, defaults)
  return {
    label,
    params,
    numeric: params,
    validate: (search) => messagesOf(parse(search).errors, messages),
    defaults: () => texts,
  }
}

export const CALCULATOR_TYPES = {
  loan: {
    label: 'Loan Calculator',
    params: ['principal', 'rate', 'months', 'extra', 'start'],
    numeric: ['principal', 'rate', 'months', 'extra'],
    validate: (search) => messagesOf(parseLoanParams(search).errors, loanMessages),
    defaults: () => textsOf(loanQueryNames, loanDefaults),
  },
  cd: {
    label: 'CD Calculator',
    params: ['deposit', 'rate', 'months', 'days', 'compounding'],
    numeric: ['deposit', 'rate', 'months', 'days'],
    validate: (search) => messagesOf(parseCdParams(search).errors, cdMessages),
    // The term is in days when `days` is given, otherwise in months (cdDefaults.term).
    defaults: (search) => ({
      ...textsOf(cdQueryNames, cdDefaults),
      ...(search.get('days') ? {} : { months: String(cdDefaults.term) }),
    }),
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
    defaults: () => textsOf(retirementQueryNames, retirementDefaults),
  },
  mortgage: numericType(
    'Mortgage Calculator',
    mortgageQueryNames,
    parseMortgageParams,
    mortgageMessages,
    mortgageDefaults,
  ),
  'auto-loan': numericType(
    'Auto Loan Calculator',
    autoLoanQueryNames,
    parseAutoLoanParams,
    autoLoanMessages,
    autoLoanDefaults,
  ),
  'credit-card-payoff': numericType(
    'Credit Card Payoff Calculator',
    creditCardQueryNames,
    parseCreditCardParams,
    creditCardMessages,
    creditCardDefaults,
  ),
  refinance: numericType(
    'Refinance Calculator',
    refinanceQueryNames,
    parseRefinanceParams,
    refinanceMessages,
    refinanceDefaults,
  ),
  'savings-goal': numericType(
    'Savings Goal Calculator',
    savingsGoalQueryNames,
    parseSavingsGoalParams,
    savingsGoalMessages,
    savingsGoalDefaults,
  ),
  'home-affordability': numericType(
    'Home Affordability Calculator',
    affordabilityQueryNames,
    parseAffordabilityParams,
    affordabilityMessages,
    affordabilityDefaults,
  ),
  // Bridge for the new calculators until workspaces derive their types from the registry (issue 25 §1).
  'college-savings': numericType(
    'College Savings Calculator',
    collegeSavingsQueryNames,
    parseCollegeSavingsParams,
    collegeSavingsMessages,
    collegeSavingsDefaults,
  ),
  rmd: numericType(
    'Required Minimum Distribution Calculator',
    rmdQueryNames,
    parseRmdParams,
    rmdMessages,
    rmdDefaults,
  ),
  'retirement-income': numericType(
    'Retirement Income Calculator',
    retirementIncomeQueryNames,
    parseRetirementIncomeParams,
    retirementIncomeMessages,
    retirementIncomeDefaults,
  ),
  'auto-lease': numericType(
    'Auto Lease Calculator',
    autoLeaseQueryNames,
    parseAutoLeaseParams,
    autoLeaseMessages,
    autoLeaseDefaults,
  ),
  'mortgage-points': numericType(
    'Mortgage Points Calculator',
    mortgagePointsQueryNames,
    parseMortgagePointsParams,
    mortgagePointsMessages,
    mortgagePointsDefaults,
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

/** `search` with the calculator's own default for every input it leaves out, so it says what was shown. */
export function withOwnDefaults(type: string, search: URLSearchParams) {
  const complete = new URLSearchParams(typeInfo(type).defaults(search))
  for (const [name, value] of search) complete.set(name, value)
  return complete
}
