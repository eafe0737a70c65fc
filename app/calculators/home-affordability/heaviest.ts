import { computeAffordability } from './engine'
import { affordabilityDefaults } from './schema'

export default function heaviestRecompute() {
  return computeAffordability(affordabilityDefaults)
}
