import { computeBiweekly } from './engine'

// A 40-year loan: 480 monthly rows and about 900 biweekly ones.
export default function heaviestRecompute() {
  return computeBiweekly({ amount: 300_000, rate: 6.5, years: 40 })
}
