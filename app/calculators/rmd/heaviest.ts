import { computeRmd } from './engine'

export default function heaviestRecompute() {
  return computeRmd({ age: 73, balance: 2_500_000, return: 6.25, years: 30 })
}
