import type { CalculatorType } from '~/calculators/registry'
import type { AccuracySpec } from '../types'
import apr from './apr'
import autoLease from './auto-lease'
import autoLoan from './auto-loan'
import biweekly from './biweekly'
import cd from './cd'
import collegeSavings from './college-savings'
import creditCardPayoff from './credit-card-payoff'
import debtPayoff from './debt-payoff'
import homeAffordability from './home-affordability'
import homeEquity from './home-equity'
import loan from './loan'
import mortgage from './mortgage'
import mortgagePayoff from './mortgage-payoff'
import mortgagePoints from './mortgage-points'
import refinance from './refinance'
import retirement from './retirement'
import retirementIncome from './retirement-income'
import rmd from './rmd'
import savingsGoal from './savings-goal'

/** Every calculator's reference cases and invariants (one file a calculator in this folder). */
export const accuracySpecs: Record<CalculatorType, AccuracySpec> = {
  apr,
  'auto-lease': autoLease,
  'auto-loan': autoLoan,
  biweekly,
  cd,
  'college-savings': collegeSavings,
  'credit-card-payoff': creditCardPayoff,
  'debt-payoff': debtPayoff,
  'home-affordability': homeAffordability,
  'home-equity': homeEquity,
  loan,
  mortgage,
  'mortgage-payoff': mortgagePayoff,
  'mortgage-points': mortgagePoints,
  refinance,
  retirement,
  'retirement-income': retirementIncome,
  rmd,
  'savings-goal': savingsGoal,
}
