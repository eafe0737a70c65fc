import type { MessageDictionary } from '../query-params'

const en = {
  'mortgage.price.number': 'Home price must be a number',
  'mortgage.price.min': 'Home price must be greater than 0',
  'mortgage.price.max': 'Home price must be at most $100,000,000',
  'mortgage.down.number': 'Down payment must be a number',
  'mortgage.down.min': 'Down payment cannot be negative',
  'mortgage.down.max': 'Down payment must be at most $100,000,000',
  'mortgage.down.belowPrice': 'Down payment must be less than the home price',
  'mortgage.rate.number': 'Interest rate must be a number',
  'mortgage.rate.range': 'Interest rate must be between 0% and 100%',
  'mortgage.years.number': 'Loan term must be a number of years',
  'mortgage.years.integer': 'Loan term must be a whole number of years',
  'mortgage.years.range': 'Loan term must be between 1 and 50 years',
  'mortgage.tax.number': 'Property tax must be a number',
  'mortgage.tax.range': 'Property tax must be between 0% and 10% of the price a year',
  'mortgage.insurance.number': 'Home insurance must be a number',
  'mortgage.insurance.min': 'Home insurance cannot be negative',
  'mortgage.insurance.max': 'Home insurance must be at most $1,000,000 a year',
  'mortgage.pmi.number': 'PMI must be a number',
  'mortgage.pmi.range': 'PMI must be between 0% and 5% of the loan a year',
  'mortgage.hoa.number': 'HOA dues must be a number',
  'mortgage.hoa.min': 'HOA dues cannot be negative',
  'mortgage.hoa.max': 'HOA dues must be at most $100,000 a month',
} as const

export type MortgageMessageKey = keyof typeof en

const es = {
  'mortgage.price.number': 'El precio de la vivienda debe ser un número',
  'mortgage.price.min': 'El precio de la vivienda debe ser mayor que 0',
  'mortgage.price.max': 'El precio de la vivienda debe ser como máximo $100,000,000',
  'mortgage.down.number': 'El pago inicial debe ser un número',
  'mortgage.down.min': 'El pago inicial no puede ser negativo',
  'mortgage.down.max': 'El pago inicial debe ser como máximo $100,000,000',
  'mortgage.down.belowPrice': 'El pago inicial debe ser menor que el precio de la vivienda',
  'mortgage.rate.number': 'La tasa de interés debe ser un número',
  'mortgage.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
  'mortgage.years.number': 'El plazo del préstamo debe ser un número de años',
  'mortgage.years.integer': 'El plazo del préstamo debe ser un número entero de años',
  'mortgage.years.range': 'El plazo del préstamo debe estar entre 1 y 50 años',
  'mortgage.tax.number': 'El impuesto sobre la propiedad debe ser un número',
  'mortgage.tax.range': 'El impuesto sobre la propiedad debe estar entre 0% y 10% del precio al año',
  'mortgage.insurance.number': 'El seguro de hogar debe ser un número',
  'mortgage.insurance.min': 'El seguro de hogar no puede ser negativo',
  'mortgage.insurance.max': 'El seguro de hogar debe ser como máximo $1,000,000 al año',
  'mortgage.pmi.number': 'El PMI debe ser un número',
  'mortgage.pmi.range': 'El PMI debe estar entre 0% y 5% del préstamo al año',
  'mortgage.hoa.number': 'Las cuotas de la HOA deben ser un número',
  'mortgage.hoa.min': 'Las cuotas de la HOA no pueden ser negativas',
  'mortgage.hoa.max': 'Las cuotas de la HOA deben ser como máximo $100,000 al mes',
} as const satisfies Record<MortgageMessageKey, string>

export const mortgageMessages: MessageDictionary<MortgageMessageKey> = { en, es }
