import { computeAutoLoan } from './engine'
import { autoLoanDefaults } from './schema'

export default function heaviestRecompute() {
  return computeAutoLoan({ ...autoLoanDefaults, months: 84 })
}
