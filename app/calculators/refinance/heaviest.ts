import { computeRefinance } from './engine'
import { refinanceDefaults } from './schema'

// A 300-month loan refinanced over 360.
export default function heaviestRecompute() {
  return computeRefinance(refinanceDefaults)
}
