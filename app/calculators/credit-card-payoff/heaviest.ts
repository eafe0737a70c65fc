import { computeCreditCard } from './engine'
import { creditCardDefaults } from './schema'

// A card paid at the minimum for decades.
export default function heaviestRecompute() {
  return computeCreditCard({ ...creditCardDefaults, balance: 25_000, apr: 29.99, payment: 650 })
}
