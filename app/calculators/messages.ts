// Schemas report stable keys (never prose) so the UI can show English or Spanish; both dictionaries must
// cover every key, which the `satisfies` clause below enforces at compile time.
export const en = {
  'loan.principal.number': 'Loan amount must be a number',
  'loan.principal.positive': 'Loan amount must be greater than 0',
  'loan.principal.max': 'Loan amount must be at most $100,000,000',
  'loan.rate.number': 'Interest rate must be a number',
  'loan.rate.range': 'Interest rate must be between 0% and 100%',
  'loan.months.number': 'Loan term must be a number of months',
  'loan.months.integer': 'Loan term must be a whole number of months',
  'loan.months.min': 'Loan term must be at least 1 month',
  'loan.months.max': 'Loan term must be at most 600 months (50 years)',
  'loan.extra.number': 'Extra payment must be a number',
  'loan.extra.nonnegative': 'Extra payment cannot be negative',
  'loan.extra.max': 'Extra payment cannot be more than the loan amount',
  'loan.firstPaymentDate.invalid': 'First payment date must be a valid date (yyyy-mm-dd)',
  'cd.deposit.number': 'Deposit must be a number',
  'cd.deposit.positive': 'Deposit must be greater than 0',
  'cd.deposit.max': 'Deposit must be at most $100,000,000',
  'cd.rate.number': 'Interest rate must be a number',
  'cd.rate.range': 'Interest rate must be between 0% and 100%',
  'cd.term.number': 'Term must be a number',
  'cd.term.integer': 'Term must be a whole number',
  'cd.term.min': 'Term must be at least 1',
  'cd.months.max': 'Term must be at most 120 months (10 years)',
  'cd.days.max': 'Term must be at most 3,650 days (10 years)',
  'cd.termUnit.invalid': 'Term must be in months or days',
  'cd.compounding.invalid': 'Choose daily, monthly, quarterly, semiannual or annual compounding',
  'retirement.age.number': 'Current age must be a number',
  'retirement.age.integer': 'Current age must be a whole number',
  'retirement.age.range': 'Current age must be between 18 and 100',
  'retirement.retireAge.number': 'Retirement age must be a number',
  'retirement.retireAge.integer': 'Retirement age must be a whole number',
  'retirement.retireAge.range': 'Retirement age must be between 18 and 100',
  'retirement.retireAge.afterAge': 'Retirement age must be after current age',
  'retirement.savings.number': 'Current savings must be a number',
  'retirement.savings.nonnegative': 'Current savings cannot be negative',
  'retirement.savings.max': 'Current savings must be at most $1,000,000,000',
  'retirement.monthly.number': 'Monthly contribution must be a number',
  'retirement.monthly.nonnegative': 'Monthly contribution cannot be negative',
  'retirement.monthly.max': 'Monthly contribution must be at most $1,000,000',
  'retirement.percent.number': 'Contribution percentage must be a number',
  'retirement.percent.range': 'Contribution percentage must be between 0% and 100%',
  'retirement.mode.invalid': 'Choose a monthly amount or a percentage of salary',
  'retirement.salary.number': 'Annual salary must be a number',
  'retirement.salary.nonnegative': 'Annual salary cannot be negative',
  'retirement.salary.max': 'Annual salary must be at most $100,000,000',
  'retirement.salary.requiredForPercent': 'Enter an annual salary to contribute a percentage of it',
  'retirement.raise.number': 'Annual raise must be a number',
  'retirement.raise.range': 'Annual raise must be between 0% and 20%',
  'retirement.match.number': 'Employer match must be a number',
  'retirement.match.range': 'Employer match must be between 0% and 100%',
  'retirement.matchCap.number': 'Match limit must be a number',
  'retirement.matchCap.range': 'Match limit must be between 0% and 100% of salary',
  'retirement.return.number': 'Expected return must be a number',
  'retirement.return.range': 'Expected return must be between -20% and 30%',
  'retirement.returnAfter.number': 'Return after retirement must be a number',
  'retirement.returnAfter.range': 'Return after retirement must be between -20% and 30%',
  'retirement.inflation.number': 'Inflation must be a number',
  'retirement.inflation.range': 'Inflation must be between -5% and 20%',
  'retirement.withdrawal.number': 'Monthly withdrawal must be a number',
  'retirement.withdrawal.nonnegative': 'Monthly withdrawal cannot be negative',
  'retirement.withdrawal.max': 'Monthly withdrawal must be at most $10,000,000',
  'retirement.years.number': 'Years in retirement must be a number',
  'retirement.years.integer': 'Years in retirement must be a whole number',
  'retirement.years.range': 'Years in retirement must be between 1 and 60',
  'retirement.timing.invalid': 'Choose contributions at the start or end of each month',
} as const

export type MessageKey = keyof typeof en

export const es = {
  'loan.principal.number': 'El importe del préstamo debe ser un número',
  'loan.principal.positive': 'El importe del préstamo debe ser mayor que 0',
  'loan.principal.max': 'El importe del préstamo debe ser como máximo $100,000,000',
  'loan.rate.number': 'La tasa de interés debe ser un número',
  'loan.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
  'loan.months.number': 'El plazo del préstamo debe ser un número de meses',
  'loan.months.integer': 'El plazo del préstamo debe ser un número entero de meses',
  'loan.months.min': 'El plazo del préstamo debe ser de al menos 1 mes',
  'loan.months.max': 'El plazo del préstamo debe ser como máximo de 600 meses (50 años)',
  'loan.extra.number': 'El pago adicional debe ser un número',
  'loan.extra.nonnegative': 'El pago adicional no puede ser negativo',
  'loan.extra.max': 'El pago adicional no puede superar el importe del préstamo',
  'loan.firstPaymentDate.invalid': 'La fecha del primer pago debe ser una fecha válida (aaaa-mm-dd)',
  'cd.deposit.number': 'El depósito debe ser un número',
  'cd.deposit.positive': 'El depósito debe ser mayor que 0',
  'cd.deposit.max': 'El depósito debe ser como máximo $100,000,000',
  'cd.rate.number': 'La tasa de interés debe ser un número',
  'cd.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
  'cd.term.number': 'El plazo debe ser un número',
  'cd.term.integer': 'El plazo debe ser un número entero',
  'cd.term.min': 'El plazo debe ser de al menos 1',
  'cd.months.max': 'El plazo debe ser como máximo de 120 meses (10 años)',
  'cd.days.max': 'El plazo debe ser como máximo de 3,650 días (10 años)',
  'cd.termUnit.invalid': 'El plazo debe indicarse en meses o en días',
  'cd.compounding.invalid': 'Elige capitalización diaria, mensual, trimestral, semestral o anual',
  'retirement.age.number': 'La edad actual debe ser un número',
  'retirement.age.integer': 'La edad actual debe ser un número entero',
  'retirement.age.range': 'La edad actual debe estar entre 18 y 100 años',
  'retirement.retireAge.number': 'La edad de jubilación debe ser un número',
  'retirement.retireAge.integer': 'La edad de jubilación debe ser un número entero',
  'retirement.retireAge.range': 'La edad de jubilación debe estar entre 18 y 100 años',
  'retirement.retireAge.afterAge': 'La edad de jubilación debe ser posterior a la edad actual',
  'retirement.savings.number': 'Los ahorros actuales deben ser un número',
  'retirement.savings.nonnegative': 'Los ahorros actuales no pueden ser negativos',
  'retirement.savings.max': 'Los ahorros actuales deben ser como máximo $1,000,000,000',
  'retirement.monthly.number': 'La aportación mensual debe ser un número',
  'retirement.monthly.nonnegative': 'La aportación mensual no puede ser negativa',
  'retirement.monthly.max': 'La aportación mensual debe ser como máximo $1,000,000',
  'retirement.percent.number': 'El porcentaje de aportación debe ser un número',
  'retirement.percent.range': 'El porcentaje de aportación debe estar entre 0% y 100%',
  'retirement.mode.invalid': 'Elige un importe mensual o un porcentaje del salario',
  'retirement.salary.number': 'El salario anual debe ser un número',
  'retirement.salary.nonnegative': 'El salario anual no puede ser negativo',
  'retirement.salary.max': 'El salario anual debe ser como máximo $100,000,000',
  'retirement.salary.requiredForPercent': 'Introduce un salario anual para aportar un porcentaje de él',
  'retirement.raise.number': 'El aumento anual debe ser un número',
  'retirement.raise.range': 'El aumento anual debe estar entre 0% y 20%',
  'retirement.match.number': 'La aportación del empleador debe ser un número',
  'retirement.match.range': 'La aportación del empleador debe estar entre 0% y 100%',
  'retirement.matchCap.number': 'El límite de la aportación del empleador debe ser un número',
  'retirement.matchCap.range':
    'El límite de la aportación del empleador debe estar entre 0% y 100% del salario',
  'retirement.return.number': 'La rentabilidad esperada debe ser un número',
  'retirement.return.range': 'La rentabilidad esperada debe estar entre -20% y 30%',
  'retirement.returnAfter.number': 'La rentabilidad tras la jubilación debe ser un número',
  'retirement.returnAfter.range': 'La rentabilidad tras la jubilación debe estar entre -20% y 30%',
  'retirement.inflation.number': 'La inflación debe ser un número',
  'retirement.inflation.range': 'La inflación debe estar entre -5% y 20%',
  'retirement.withdrawal.number': 'El retiro mensual debe ser un número',
  'retirement.withdrawal.nonnegative': 'El retiro mensual no puede ser negativo',
  'retirement.withdrawal.max': 'El retiro mensual debe ser como máximo $10,000,000',
  'retirement.years.number': 'Los años de jubilación deben ser un número',
  'retirement.years.integer': 'Los años de jubilación deben ser un número entero',
  'retirement.years.range': 'Los años de jubilación deben estar entre 1 y 60',
  'retirement.timing.invalid': 'Elige aportaciones al inicio o al final de cada mes',
} as const satisfies Record<MessageKey, string>

export type Locale = 'en' | 'es'

export const messages: Record<Locale, Record<MessageKey, string>> = { en, es }

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value)
}

/** English or Spanish text for a key; unknown strings are returned unchanged so nothing renders blank. */
export function translate(key: string, locale: Locale = 'en'): string {
  return isMessageKey(key) ? messages[locale][key] : key
}

/** Field name → message key of its first problem. */
export type FieldErrors<Field extends string, Key extends string = MessageKey> = Partial<Record<Field, Key>>

interface IssueLike {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

export function issuesToErrors<Field extends string, Key extends string = MessageKey>(
  issues: readonly IssueLike[],
  isKey: (value: unknown) => value is Key = isMessageKey as (value: unknown) => value is Key,
): FieldErrors<Field, Key> {
  const errors: Partial<Record<string, Key>> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field] === undefined && isKey(issue.message)) errors[field] = issue.message
  }
  return errors as FieldErrors<Field, Key>
}

/**
 * A calculator's own messages, kept in its folder (texts.ts) so other calculators' pages never load them.
 * Both languages must have the same keys; `translate` falls back to the shared messages above.
 */
export function defineMessages<const Key extends string>(dictionary: {
  en: Record<Key, string>
  es: Record<NoInfer<Key>, string>
}) {
  const isKey = (value: unknown): value is Key =>
    typeof value === 'string' && Object.hasOwn(dictionary.en, value)
  return {
    en: dictionary.en,
    es: dictionary.es,
    isKey,
    translate: (key: string, locale: Locale = 'en'): string =>
      isKey(key) ? dictionary[locale][key] : translate(key, locale),
    issuesToErrors: <Field extends string>(issues: readonly IssueLike[]) =>
      issuesToErrors<Field, Key>(issues, isKey),
  }
}

/** Thrown by engines given input their schema rejects; engines never return NaN or Infinity instead. */
export class CalculatorInputError extends RangeError {
  readonly errors: FieldErrors<string, string>

  constructor(errors: FieldErrors<string, string>) {
    super(`Invalid calculator input: ${Object.values(errors).join(', ')}`)
    this.name = 'CalculatorInputError'
    this.errors = errors
  }
}
