import { z } from '~/lib/zod-mini'
import { moneyAmount, parseNumericParams, rangeNumber, type NumericParamsResult } from '../query-params'
import { debtPayoffMessages, type DebtPayoffMessageKey } from './texts'

export const DEBT_SLOTS = [1, 2, 3, 4, 5] as const
export type DebtSlot = (typeof DEBT_SLOTS)[number]

/**
 * The monthly budget and five numbered debt slots: balance bK ($, 0 = not used), APR rK (percent) and minimum
 * payment mK ($). Query names are the field names.
 */
export type DebtPayoffInput = Record<'budget' | `b${DebtSlot}` | `r${DebtSlot}` | `m${DebtSlot}`, number>

export type DebtPayoffField = keyof DebtPayoffInput

/** Used when no bK is in the query: three debts. */
export const debtPayoffDefaults = {
  budget: 800,
  b1: 4_500,
  r1: 24.99,
  m1: 135,
  b2: 1_200,
  r2: 19.9,
  m2: 40,
  b3: 9_800,
  r3: 7.5,
  m3: 196,
  b4: 0,
  r4: 0,
  m4: 0,
  b5: 0,
  r5: 0,
  m5: 0,
} as const satisfies DebtPayoffInput

/** Used as soon as any bK is in the query: the list comes only from the query, absent slots are empty. */
export const debtPayoffEmptyList = {
  budget: 0,
  b1: 0,
  r1: 0,
  m1: 0,
  b2: 0,
  r2: 0,
  m2: 0,
  b3: 0,
  r3: 0,
  m3: 0,
  b4: 0,
  r4: 0,
  m4: 0,
  b5: 0,
  r5: 0,
  m5: 0,
} as const satisfies DebtPayoffInput

export const debtPayoffQueryNames = {
  budget: 'budget',
  b1: 'b1',
  r1: 'r1',
  m1: 'm1',
  b2: 'b2',
  r2: 'r2',
  m2: 'm2',
  b3: 'b3',
  r3: 'r3',
  m3: 'm3',
  b4: 'b4',
  r4: 'r4',
  m4: 'm4',
  b5: 'b5',
  r5: 'r5',
  m5: 'm5',
} as const satisfies Record<DebtPayoffField, string>

export const debtPayoffInputSchema = z.object({
  budget: moneyAmount('debtPayoff.budget', 0, 1_000_000),
  b1: moneyAmount('debtPayoff.b1', 0, 1_000_000),
  r1: rangeNumber('debtPayoff.r1', 0, 50),
  m1: moneyAmount('debtPayoff.m1', 0, 100_000),
  b2: moneyAmount('debtPayoff.b2', 0, 1_000_000),
  r2: rangeNumber('debtPayoff.r2', 0, 50),
  m2: moneyAmount('debtPayoff.m2', 0, 100_000),
  b3: moneyAmount('debtPayoff.b3', 0, 1_000_000),
  r3: rangeNumber('debtPayoff.r3', 0, 50),
  m3: moneyAmount('debtPayoff.m3', 0, 100_000),
  b4: moneyAmount('debtPayoff.b4', 0, 1_000_000),
  r4: rangeNumber('debtPayoff.r4', 0, 50),
  m4: moneyAmount('debtPayoff.m4', 0, 100_000),
  b5: moneyAmount('debtPayoff.b5', 0, 1_000_000),
  r5: rangeNumber('debtPayoff.r5', 0, 50),
  m5: moneyAmount('debtPayoff.m5', 0, 100_000),
}) satisfies z.ZodMiniType<DebtPayoffInput>

const NUMBER_KEYS = {
  budget: 'debtPayoff.budget.number',
  b1: 'debtPayoff.b1.number',
  r1: 'debtPayoff.r1.number',
  m1: 'debtPayoff.m1.number',
  b2: 'debtPayoff.b2.number',
  r2: 'debtPayoff.r2.number',
  m2: 'debtPayoff.m2.number',
  b3: 'debtPayoff.b3.number',
  r3: 'debtPayoff.r3.number',
  m3: 'debtPayoff.m3.number',
  b4: 'debtPayoff.b4.number',
  r4: 'debtPayoff.r4.number',
  m4: 'debtPayoff.m4.number',
  b5: 'debtPayoff.b5.number',
  r5: 'debtPayoff.r5.number',
  m5: 'debtPayoff.m5.number',
} as const satisfies Record<DebtPayoffField, DebtPayoffMessageKey>

export type DebtPayoffParamsResult = NumericParamsResult<DebtPayoffField, DebtPayoffMessageKey>

/** The defaults that apply to a query string: the three-debt list, or an empty list once any bK is given. */
export function debtPayoffDefaultsFor(searchParams: URLSearchParams): DebtPayoffInput {
  const listGiven = DEBT_SLOTS.some((slot) => searchParams.has(`b${slot}`))
  return listGiven ? { ...debtPayoffEmptyList, budget: debtPayoffDefaults.budget } : debtPayoffDefaults
}

/** Reads the budget and the debts from a query string; never throws. */
export function parseDebtPayoffParams(searchParams: URLSearchParams): DebtPayoffParamsResult {
  return parseNumericParams(searchParams, {
    queryNames: debtPayoffQueryNames,
    defaults: debtPayoffDefaultsFor(searchParams),
    numberKeys: NUMBER_KEYS,
    schema: debtPayoffInputSchema,
    texts: debtPayoffMessages.en,
  })
}
