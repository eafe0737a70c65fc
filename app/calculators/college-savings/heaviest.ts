import { computeCollegeSavings } from './engine'
import { collegeSavingsDefaults } from './schema'

export default function heaviestRecompute() {
  return computeCollegeSavings({ ...collegeSavingsDefaults, age: 0, startAge: 25, years: 8, inflation: 4.75 })
}
