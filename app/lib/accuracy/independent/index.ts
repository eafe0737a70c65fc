import type { CalculatorType } from '~/calculators/registry'
import type { IndependentCheck } from '../random-check'
import { autoLoanCheck, homeEquityCheck, loanCheck, mortgageCheck } from './loan-family'
import { autoLeaseCheck, cdCheck, rmdCheck } from './savings-family'
import { collegeSavingsCheck, debtPayoffCheck } from './plans'
import { homeAffordabilityCheck, retirementCheck } from './homes'
import { creditCardCheck, retirementIncomeCheck, savingsGoalCheck } from './paydown'
import {
  aprCheck,
  biweeklyCheck,
  mortgagePayoffCheck,
  mortgagePointsCheck,
  refinanceCheck,
} from './loan-variants'

/** Each calculator's independent implementation (app/lib/accuracy/independent/), by calculator. */
export const independentChecks: Record<CalculatorType, IndependentCheck> = {
  loan: loanCheck,
  'home-equity': homeEquityCheck,
  'auto-loan': autoLoanCheck,
  mortgage: mortgageCheck,
  refinance: refinanceCheck,
  'mortgage-points': mortgagePointsCheck,
  'mortgage-payoff': mortgagePayoffCheck,
  biweekly: biweeklyCheck,
  apr: aprCheck,
  rmd: rmdCheck,
  'auto-lease': autoLeaseCheck,
  cd: cdCheck,
  'home-affordability': homeAffordabilityCheck,
  retirement: retirementCheck,
  'college-savings': collegeSavingsCheck,
  'debt-payoff': debtPayoffCheck,
  'credit-card-payoff': creditCardCheck,
  'savings-goal': savingsGoalCheck,
  'retirement-income': retirementIncomeCheck,
}
