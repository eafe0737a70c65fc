import { computeLoan } from './engine'

// A 30-year loan with its full 360-row schedule.
export default function heaviestRecompute() {
  return computeLoan({ principal: 350_000, apr: 6.875, months: 360 }, { today: '2025-01-15' })
}
