import { computeAutoLease } from './engine'
import { autoLeaseDefaults } from './schema'

export default function heaviestRecompute() {
  return computeAutoLease({ ...autoLeaseDefaults, apr: 5.99, months: 84 })
}
