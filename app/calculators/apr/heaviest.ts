import { computeApr } from './engine'
import { aprDefaults } from './schema'

// 480 months, with its Appendix J root.
export default function heaviestRecompute() {
  return computeApr({ ...aprDefaults, months: 480 })
}
