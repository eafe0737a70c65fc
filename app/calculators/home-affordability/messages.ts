import type { MessageDictionary } from '../query-params'

const en = {
  'affordability.income.number': 'Annual income must be a number',
  'affordability.income.min': 'Annual income must be at least $1',
  'affordability.income.max': 'Annual income must be at most $100,000,000',
  'affordability.debts.number': 'Monthly debts must be a number',
  'affordability.debts.min': 'Monthly debts cannot be negative',
  'affordability.debts.max': 'Monthly debts must be at most $10,000,000',
  'affordability.down.number': 'Down payment must be a number',
  'affordability.down.min': 'Down payment cannot be negative',
  'affordability.down.max': 'Down payment must be at most $100,000,000',
  'affordability.rate.number': 'Interest rate must be a number',
  'affordability.rate.range': 'Interest rate must be between 0% and 100%',
  'affordability.years.number': 'Loan term must be a number of years',
  'affordability.years.integer': 'Loan term must be a whole number of years',
  'affordability.years.range': 'Loan term must be between 1 and 50 years',
  'affordability.tax.number': 'Property tax must be a number',
  'affordability.tax.range': 'Property tax must be between 0% and 10% of the price a year',
  'affordability.insurance.number': 'Home insurance must be a number',
  'affordability.insurance.min': 'Home insurance cannot be negative',
  'affordability.insurance.max': 'Home insurance must be at most $1,000,000 a year',
  'affordability.front.number': 'Housing ratio must be a number',
  'affordability.front.range': 'Housing ratio must be between 1% and 100%',
  'affordability.back.number': 'Debt ratio must be a number',
  'affordability.back.range': 'Debt ratio must be between 1% and 100%',
} as const

export type AffordabilityMessageKey = keyof typeof en

const es = {
  'affordability.income.number': 'Los ingresos anuales deben ser un número',
  'affordability.income.min': 'Los ingresos anuales deben ser de al menos $1',
  'affordability.income.max': 'Los ingresos anuales deben ser como máximo $100,000,000',
  'affordability.debts.number': 'Las deudas mensuales deben ser un número',
  'affordability.debts.min': 'Las deudas mensuales no pueden ser negativas',
  'affordability.debts.max': 'Las deudas mensuales deben ser como máximo $10,000,000',
  'affordability.down.number': 'El pago inicial debe ser un número',
  'affordability.down.min': 'El pago inicial no puede ser negativo',
  'affordability.down.max': 'El pago inicial debe ser como máximo $100,000,000',
  'affordability.rate.number': 'La tasa de interés debe ser un número',
  'affordability.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
  'affordability.years.number': 'El plazo del préstamo debe ser un número de años',
  'affordability.years.integer': 'El plazo del préstamo debe ser un número entero de años',
  'affordability.years.range': 'El plazo del préstamo debe estar entre 1 y 50 años',
  'affordability.tax.number': 'El impuesto sobre la propiedad debe ser un número',
  'affordability.tax.range': 'El impuesto sobre la propiedad debe estar entre 0% y 10% del precio al año',
  'affordability.insurance.number': 'El seguro de hogar debe ser un número',
  'affordability.insurance.min': 'El seguro de hogar no puede ser negativo',
  'affordability.insurance.max': 'El seguro de hogar debe ser como máximo $1,000,000 al año',
  'affordability.front.number': 'El ratio de vivienda debe ser un número',
  'affordability.front.range': 'El ratio de vivienda debe estar entre 1% y 100%',
  'affordability.back.number': 'El ratio de deuda debe ser un número',
  'affordability.back.range': 'El ratio de deuda debe estar entre 1% y 100%',
} as const satisfies Record<AffordabilityMessageKey, string>

export const affordabilityMessages: MessageDictionary<AffordabilityMessageKey> = { en, es }
