import type { MessageDictionary } from '../query-params'

const en = {
  'autoLoan.price.number': 'Vehicle price must be a number',
  'autoLoan.price.min': 'Vehicle price must be greater than 0',
  'autoLoan.price.max': 'Vehicle price must be at most $10,000,000',
  'autoLoan.down.number': 'Down payment must be a number',
  'autoLoan.down.min': 'Down payment cannot be negative',
  'autoLoan.down.max': 'Down payment must be at most $10,000,000',
  'autoLoan.down.nothingToFinance': 'The down payment and trade-in leave nothing to finance',
  'autoLoan.tradeIn.number': 'Trade-in value must be a number',
  'autoLoan.tradeIn.min': 'Trade-in value cannot be negative',
  'autoLoan.tradeIn.max': 'Trade-in value must be at most $10,000,000',
  'autoLoan.tradeIn.abovePrice': 'Trade-in value cannot be more than the vehicle price',
  'autoLoan.tradeOwed.number': 'Amount owed on the trade-in must be a number',
  'autoLoan.tradeOwed.min': 'Amount owed on the trade-in cannot be negative',
  'autoLoan.tradeOwed.max': 'Amount owed on the trade-in must be at most $10,000,000',
  'autoLoan.salesTax.number': 'Sales tax must be a number',
  'autoLoan.salesTax.range': 'Sales tax must be between 0% and 20%',
  'autoLoan.fees.number': 'Fees must be a number',
  'autoLoan.fees.min': 'Fees cannot be negative',
  'autoLoan.fees.max': 'Fees must be at most $1,000,000',
  'autoLoan.rate.number': 'Interest rate must be a number',
  'autoLoan.rate.range': 'Interest rate must be between 0% and 100%',
  'autoLoan.months.number': 'Loan term must be a number of months',
  'autoLoan.months.integer': 'Loan term must be a whole number of months',
  'autoLoan.months.range': 'Loan term must be between 1 and 120 months',
} as const

export type AutoLoanMessageKey = keyof typeof en

const es = {
  'autoLoan.price.number': 'El precio del vehículo debe ser un número',
  'autoLoan.price.min': 'El precio del vehículo debe ser mayor que 0',
  'autoLoan.price.max': 'El precio del vehículo debe ser como máximo $10,000,000',
  'autoLoan.down.number': 'El pago inicial debe ser un número',
  'autoLoan.down.min': 'El pago inicial no puede ser negativo',
  'autoLoan.down.max': 'El pago inicial debe ser como máximo $10,000,000',
  'autoLoan.down.nothingToFinance': 'El pago inicial y el vehículo entregado no dejan nada que financiar',
  'autoLoan.tradeIn.number': 'El valor del vehículo entregado debe ser un número',
  'autoLoan.tradeIn.min': 'El valor del vehículo entregado no puede ser negativo',
  'autoLoan.tradeIn.max': 'El valor del vehículo entregado debe ser como máximo $10,000,000',
  'autoLoan.tradeIn.abovePrice': 'El valor del vehículo entregado no puede superar el precio del vehículo',
  'autoLoan.tradeOwed.number': 'Lo que se debe del vehículo entregado debe ser un número',
  'autoLoan.tradeOwed.min': 'Lo que se debe del vehículo entregado no puede ser negativo',
  'autoLoan.tradeOwed.max': 'Lo que se debe del vehículo entregado debe ser como máximo $10,000,000',
  'autoLoan.salesTax.number': 'El impuesto sobre las ventas debe ser un número',
  'autoLoan.salesTax.range': 'El impuesto sobre las ventas debe estar entre 0% y 20%',
  'autoLoan.fees.number': 'Los cargos deben ser un número',
  'autoLoan.fees.min': 'Los cargos no pueden ser negativos',
  'autoLoan.fees.max': 'Los cargos deben ser como máximo $1,000,000',
  'autoLoan.rate.number': 'La tasa de interés debe ser un número',
  'autoLoan.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
  'autoLoan.months.number': 'El plazo del préstamo debe ser un número de meses',
  'autoLoan.months.integer': 'El plazo del préstamo debe ser un número entero de meses',
  'autoLoan.months.range': 'El plazo del préstamo debe estar entre 1 y 120 meses',
} as const satisfies Record<AutoLoanMessageKey, string>

export const autoLoanMessages: MessageDictionary<AutoLoanMessageKey> = { en, es }
