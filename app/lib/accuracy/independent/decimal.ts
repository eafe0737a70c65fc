import DecimalJs from 'decimal.js'

/*
 * The independent implementations' own arithmetic: decimal.js at 60 significant digits (the engines use 40 and
 * their own helpers), written from ten-calculators.md and calculator-references.md without importing any
 * engine code.
 */
export const D = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
})
export type D = DecimalJs

/** Half-up to the cent. */
export const r2 = (value: DecimalJs.Value): D => new D(value).toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP)
/** As the figures print a money amount, without separators: '1037.03'. */
export const money = (value: DecimalJs.Value): string => r2(value).toFixed(2)
export const whole = (value: number | D): string => String(value)

/** §0.2: r2(P·r / (1 − (1 + r)^−n)) with r = APR / 1200, or r2(P / n) at 0%. */
export function levelPayment(principal: DecimalJs.Value, apr: DecimalJs.Value, months: number): D {
  const p = new D(principal)
  const rate = new D(apr).div(1200)
  if (rate.isZero()) return r2(p.div(months))
  return r2(p.times(rate).div(new D(1).minus(rate.plus(1).pow(-months))))
}

export interface Schedule {
  payment: D
  payments: D[]
  interest: D[]
  totalInterest: D
  totalPaid: D
  months: number
  /** Everything paid in the last month. */
  final: D
  /** Balance after each month. */
  balances: D[]
}

/**
 * §0.2 month by month: interest = r2(balance × APR / 1200) (the exact product, divided last); the loan ends in
 * month n or at the first month whose balance plus interest is at most what is due (payment + that month's
 * extra), and that month pays balance + interest.
 */
export function schedule(
  principal: DecimalJs.Value,
  apr: DecimalJs.Value,
  months: number,
  extra: (month: number) => D = () => new D(0),
  payment: D = levelPayment(principal, apr, months),
): Schedule {
  let balance = new D(principal)
  const result: Schedule = {
    payment,
    payments: [],
    interest: [],
    totalInterest: new D(0),
    totalPaid: new D(0),
    months: 0,
    final: new D(0),
    balances: [],
  }
  for (let month = 1; month <= months && balance.greaterThan(0); month++) {
    const interest = r2(balance.times(apr).div(1200))
    const due = payment.plus(extra(month))
    const owed = balance.plus(interest)
    const paid = month === months || owed.lessThanOrEqualTo(due) ? owed : due
    balance = owed.minus(paid)
    result.payments.push(paid)
    result.interest.push(interest)
    result.balances.push(balance)
    result.totalInterest = result.totalInterest.plus(interest)
    result.totalPaid = result.totalPaid.plus(paid)
    result.months = month
    result.final = paid
  }
  return result
}
