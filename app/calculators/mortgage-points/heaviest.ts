import { computeMortgagePoints } from './engine'

export default function heaviestRecompute() {
  return computeMortgagePoints({
    amount: 400_000,
    months: 480,
    rate: 7,
    pointsRate: 6.625,
    points: 1.5,
    pointCost: 1,
    holdYears: 7,
  })
}
