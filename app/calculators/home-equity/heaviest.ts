import { computeHomeEquity } from './engine'
import { homeEquityDefaults } from './schema'

export default function heaviestRecompute() {
  return computeHomeEquity({ ...homeEquityDefaults, years: 30 })
}
