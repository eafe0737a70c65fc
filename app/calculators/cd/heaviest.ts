import { computeCd } from './engine'
import { CD_LIMITS, cdDefaults } from './schema'

// The longest term, compounded daily.
export default function heaviestRecompute() {
  return computeCd({ ...cdDefaults, term: CD_LIMITS.maxMonths, compounding: 'daily' })
}
