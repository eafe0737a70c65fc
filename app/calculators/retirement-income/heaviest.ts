import { computeRetirementIncome } from './engine'

export default function heaviestRecompute() {
  return computeRetirementIncome({
    savings: 1_000_000,
    withdrawal: 3_000,
    return: 6,
    increase: 2.75,
    years: 60,
  })
}
