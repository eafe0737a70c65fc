import { computeSavingsGoal } from './engine'
import { savingsGoalDefaults } from './schema'

export default function heaviestRecompute() {
  return computeSavingsGoal({ ...savingsGoalDefaults, goal: 1_000_000, months: 600 })
}
