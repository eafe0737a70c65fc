import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const rmdMessages = defineMessages({
  en: {
    'rmd.age.number': 'Age must be a number',
    'rmd.age.integer': 'Age must be a whole number of years',
    'rmd.age.range': 'Age must be between 73 and 120',
    'rmd.balance.number': 'Account balance must be a number',
    'rmd.balance.min': 'Account balance cannot be negative',
    'rmd.balance.max': 'Account balance must be at most $100,000,000',
    'rmd.return.number': 'Expected return must be a number',
    'rmd.return.range': 'Expected return must be between 0% and 15%',
    'rmd.years.number': 'Years to project must be a number',
    'rmd.years.integer': 'Years to project must be a whole number',
    'rmd.years.range': 'Years to project must be between 1 and 30',
  },
  es: {
    'rmd.age.number': 'La edad debe ser un número',
    'rmd.age.integer': 'La edad debe ser un número entero de años',
    'rmd.age.range': 'La edad debe estar entre 73 y 120',
    'rmd.balance.number': 'El saldo de la cuenta debe ser un número',
    'rmd.balance.min': 'El saldo de la cuenta no puede ser negativo',
    'rmd.balance.max': 'El saldo de la cuenta debe ser como máximo $100,000,000',
    'rmd.return.number': 'El rendimiento esperado debe ser un número',
    'rmd.return.range': 'El rendimiento esperado debe estar entre 0% y 15%',
    'rmd.years.number': 'Los años a proyectar deben ser un número',
    'rmd.years.integer': 'Los años a proyectar deben ser un número entero',
    'rmd.years.range': 'Los años a proyectar deben estar entre 1 y 30',
  },
})

export type RmdMessageKey = keyof typeof rmdMessages.en

const en = {
  title: 'Required Minimum Distribution Calculator',
  age: 'Age on Dec 31 of this year',
  balance: 'Account balance on Dec 31 of last year',
  return: 'Expected return (% a year)',
  years: 'Years to project (this year included)',
  thisYear: 'This year’s RMD',
  total: 'Total of RMDs over the projection',
  endBalance: 'Balance at the end of the projection',
  tableCaption: 'Projection by year',
  ageColumn: 'Age',
  balanceColumn: 'Balance Dec 31 prior year',
  divisorColumn: 'Divisor',
  rmdColumn: 'RMD',
  scope: [
    'The first RMD age is 73 for people born 1951–1959, and 75 for people born 1960 or later (SECURE 2.0). The age input therefore starts at 73.',
    'If a spouse who is more than 10 years younger is the sole beneficiary, the Joint and Last Survivor Table applies instead and gives a smaller RMD. This calculator uses the Uniform Lifetime Table only.',
  ],
  helpTitle: 'How it is calculated',
  help: [
    'Each year’s RMD is the balance on Dec 31 of the prior year divided by the IRS Uniform Lifetime Table divisor for the age reached that year (26 CFR 1.401(a)(9)-9(c), in force from 2022; ages above 120 use 2.0), rounded to the cent.',
    'Next year’s balance is this year’s balance less the RMD, grown by the expected return for one year, rounded to the cent.',
  ],
  chartTitle: 'Balance and RMDs taken, by age',
  cumulativeLabel: 'RMDs taken so far',
  chartSummary: (start: string, end: string, total: string, years: number) =>
    `Over ${years} ${years === 1 ? 'year' : 'years'} the balance goes from ${start} to ${end} while ${total} is taken in RMDs.`,
  fileName: 'rmd-projection.csv',
}

export type RmdText = typeof en

const es: RmdText = {
  title: 'Calculadora de distribución mínima requerida',
  age: 'Edad al 31 de diciembre de este año',
  balance: 'Saldo de la cuenta al 31 de diciembre del año pasado',
  return: 'Rendimiento esperado (% anual)',
  years: 'Años a proyectar (incluido este año)',
  thisYear: 'RMD de este año',
  total: 'Total de RMD durante la proyección',
  endBalance: 'Saldo al final de la proyección',
  tableCaption: 'Proyección por año',
  ageColumn: 'Edad',
  balanceColumn: 'Saldo al 31 dic. del año anterior',
  divisorColumn: 'Divisor',
  rmdColumn: 'RMD',
  scope: [
    'La primera edad de RMD es 73 para quienes nacieron entre 1951 y 1959, y 75 para quienes nacieron en 1960 o después (SECURE 2.0). Por eso la edad empieza en 73.',
    'Si un cónyuge más de 10 años menor es el único beneficiario, se aplica la Joint and Last Survivor Table, que da una RMD menor. Esta calculadora usa solo la Uniform Lifetime Table.',
  ],
  helpTitle: 'Cómo se calcula',
  help: [
    'La RMD de cada año es el saldo al 31 de diciembre del año anterior dividido entre el divisor de la Uniform Lifetime Table del IRS para la edad cumplida ese año (26 CFR 1.401(a)(9)-9(c), vigente desde 2022; las edades de más de 120 usan 2.0), redondeada al centavo.',
    'El saldo del año siguiente es el saldo de este año menos la RMD, aumentado por el rendimiento esperado de un año, redondeado al centavo.',
  ],
  chartTitle: 'Saldo y RMD retiradas, por edad',
  cumulativeLabel: 'RMD retiradas hasta ahora',
  chartSummary: (start, end, total, years) =>
    `En ${years} ${years === 1 ? 'año' : 'años'} el saldo pasa de ${start} a ${end} mientras se retiran ${total} en RMD.`,
  fileName: 'proyeccion-rmd.csv',
}

export const rmdText: Record<Lang, RmdText> = { en, es }
