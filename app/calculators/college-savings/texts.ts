import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const collegeSavingsMessages = defineMessages({
  en: {
    'collegeSavings.age.number': "Child's age must be a number",
    'collegeSavings.age.integer': "Child's age must be a whole number of years",
    'collegeSavings.age.range': "Child's age must be between 0 and 17",
    'collegeSavings.startAge.number': 'College start age must be a number',
    'collegeSavings.startAge.integer': 'College start age must be a whole number of years',
    'collegeSavings.startAge.range': 'College start age must be between 1 and 25',
    'collegeSavings.startAge.afterAge': "College start age must be greater than the child's age.",
    'collegeSavings.cost.number': 'Annual college cost must be a number',
    'collegeSavings.cost.min': 'Annual college cost cannot be negative',
    'collegeSavings.cost.max': 'Annual college cost must be at most $200,000',
    'collegeSavings.inflation.number': 'College cost inflation must be a number',
    'collegeSavings.inflation.range': 'College cost inflation must be between 0% and 15%',
    'collegeSavings.years.number': 'Years of college must be a number',
    'collegeSavings.years.integer': 'Years of college must be a whole number',
    'collegeSavings.years.range': 'Years of college must be between 1 and 8',
    'collegeSavings.savings.number': 'Current college savings must be a number',
    'collegeSavings.savings.min': 'Current college savings cannot be negative',
    'collegeSavings.savings.max': 'Current college savings must be at most $5,000,000',
    'collegeSavings.monthly.number': 'Monthly contribution must be a number',
    'collegeSavings.monthly.min': 'Monthly contribution cannot be negative',
    'collegeSavings.monthly.max': 'Monthly contribution must be at most $50,000',
    'collegeSavings.return.number': 'Expected return must be a number',
    'collegeSavings.return.range': 'Expected return must be between 0% and 15%',
  },
  es: {
    'collegeSavings.age.number': 'La edad del niño debe ser un número',
    'collegeSavings.age.integer': 'La edad del niño debe ser un número entero de años',
    'collegeSavings.age.range': 'La edad del niño debe estar entre 0 y 17',
    'collegeSavings.startAge.number': 'La edad de ingreso a la universidad debe ser un número',
    'collegeSavings.startAge.integer':
      'La edad de ingreso a la universidad debe ser un número entero de años',
    'collegeSavings.startAge.range': 'La edad de ingreso a la universidad debe estar entre 1 y 25',
    'collegeSavings.startAge.afterAge':
      'La edad de ingreso a la universidad debe ser mayor que la edad del niño.',
    'collegeSavings.cost.number': 'El costo anual de la universidad debe ser un número',
    'collegeSavings.cost.min': 'El costo anual de la universidad no puede ser negativo',
    'collegeSavings.cost.max': 'El costo anual de la universidad debe ser como máximo $200,000',
    'collegeSavings.inflation.number': 'La inflación del costo universitario debe ser un número',
    'collegeSavings.inflation.range': 'La inflación del costo universitario debe estar entre 0% y 15%',
    'collegeSavings.years.number': 'Los años de universidad deben ser un número',
    'collegeSavings.years.integer': 'Los años de universidad deben ser un número entero',
    'collegeSavings.years.range': 'Los años de universidad deben estar entre 1 y 8',
    'collegeSavings.savings.number': 'Los ahorros universitarios actuales deben ser un número',
    'collegeSavings.savings.min': 'Los ahorros universitarios actuales no pueden ser negativos',
    'collegeSavings.savings.max': 'Los ahorros universitarios actuales deben ser como máximo $5,000,000',
    'collegeSavings.monthly.number': 'El aporte mensual debe ser un número',
    'collegeSavings.monthly.min': 'El aporte mensual no puede ser negativo',
    'collegeSavings.monthly.max': 'El aporte mensual debe ser como máximo $50,000',
    'collegeSavings.return.number': 'El rendimiento esperado debe ser un número',
    'collegeSavings.return.range': 'El rendimiento esperado debe estar entre 0% y 15%',
  },
})

export type CollegeSavingsMessageKey = keyof typeof collegeSavingsMessages.en

const en = {
  title: 'College Savings Calculator',
  age: "Child's age now (years)",
  startAge: 'Age when college starts',
  cost: 'Annual college cost today',
  inflation: 'College cost inflation (% a year)',
  years: 'Years of college',
  savings: 'Current college savings',
  monthly: 'Monthly contribution',
  return: 'Expected return (% a year)',
  collegeYear: (year: number, inYears: number) =>
    `College year ${year} cost (in ${inYears} ${inYears === 1 ? 'year' : 'years'})`,
  totalCost: 'Projected total cost',
  projected: 'Projected savings at college start',
  shortfall: 'Shortfall',
  surplus: 'Surplus',
  needed: 'Monthly contribution needed to cover the cost',
  alreadyCovered: 'Your current savings already cover the projected cost.',
  helpTitle: 'How it is calculated',
  help: [
    'Each college year costs today’s annual cost grown by the inflation rate once a year until that year starts (year 1 in as many years as there are until college, year 2 one year later…), rounded to the cent. The projected total cost is the sum of those rounded yearly costs.',
    'Savings earn the expected return ÷ 12 each month on the balance, rounded to the cent, and the monthly contribution is added at the end of each month, until college starts.',
    'The contribution needed is the smallest whole-cent monthly amount whose savings reach the projected total cost when college starts.',
    'Simplification: the whole projected cost is compared with the savings on the day college starts. Savings do not keep earning during the college years, and later years’ costs are not discounted back to the start.',
  ],
  monthColumn: 'Month',
  contributionColumn: 'Contribution',
  chartTitle: 'College savings by month, against the projected total cost',
  chartSummary: (start: string, months: number, end: string, total: string) =>
    `Savings grow from ${start} to ${end} in the ${months} months until college starts; the projected total cost is ${total}.`,
  fileName: 'college-savings.csv',
}

export type CollegeSavingsText = typeof en

const es: CollegeSavingsText = {
  title: 'Calculadora de ahorro universitario',
  age: 'Edad actual del niño (años)',
  startAge: 'Edad de ingreso a la universidad',
  cost: 'Costo anual de la universidad hoy',
  inflation: 'Inflación del costo universitario (% anual)',
  years: 'Años de universidad',
  savings: 'Ahorros universitarios actuales',
  monthly: 'Aporte mensual',
  return: 'Rendimiento esperado (% anual)',
  collegeYear: (year, inYears) =>
    `Costo del año ${year} de universidad (dentro de ${inYears} ${inYears === 1 ? 'año' : 'años'})`,
  totalCost: 'Costo total proyectado',
  projected: 'Ahorros proyectados al inicio de la universidad',
  shortfall: 'Faltante',
  surplus: 'Excedente',
  needed: 'Aporte mensual necesario para cubrir el costo',
  alreadyCovered: 'Sus ahorros actuales ya cubren el costo proyectado.',
  helpTitle: 'Cómo se calcula',
  help: [
    'Cada año de universidad cuesta el costo anual de hoy aumentado por la inflación una vez al año hasta que empieza ese año (el año 1 dentro de tantos años como falten para la universidad, el año 2 un año después…), redondeado al centavo. El costo total proyectado es la suma de esos costos anuales redondeados.',
    'Los ahorros ganan el rendimiento esperado ÷ 12 cada mes sobre el saldo, redondeado al centavo, y el aporte mensual se suma al final de cada mes, hasta que empieza la universidad.',
    'El aporte necesario es el menor monto mensual en centavos enteros con el que los ahorros alcanzan el costo total proyectado al empezar la universidad.',
    'Simplificación: todo el costo proyectado se compara con los ahorros el día en que empieza la universidad. Los ahorros no siguen rindiendo durante los años de universidad y los costos de los años posteriores no se descuentan al inicio.',
  ],
  monthColumn: 'Mes',
  contributionColumn: 'Aporte',
  chartTitle: 'Ahorro universitario por mes, frente al costo total proyectado',
  chartSummary: (start, months, end, total) =>
    `Los ahorros crecen de ${start} a ${end} en los ${months} meses hasta la universidad; el costo total proyectado es ${total}.`,
  fileName: 'ahorro-universitario.csv',
}

export const collegeSavingsText: Record<Lang, CollegeSavingsText> = { en, es }
