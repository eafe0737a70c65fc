import { computeMortgagePayoff } from './engine'
import { mortgagePayoffDefaults } from './schema'

// 480 months, twice: the schedule with extras (a small extra barely shortens it) and the baseline.
export default function heaviestRecompute() {
  return computeMortgagePayoff({ ...mortgagePayoffDefaults, months: 480, extra: 1 })
}
