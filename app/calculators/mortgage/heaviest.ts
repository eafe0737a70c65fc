import { computeMortgage } from './engine'
import { mortgageDefaults } from './schema'

// A 30-year mortgage.
export default function heaviestRecompute() {
  return computeMortgage(mortgageDefaults)
}
