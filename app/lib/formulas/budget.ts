import { fail } from './errors'
import { FORMULA_LIMITS } from './limits'

/** Counts evaluation steps for one computation; past the bound the computation stops with an error value. */
export class StepBudget {
  private used = 0

  constructor(private readonly limit: number = FORMULA_LIMITS.maxSteps) {}

  spend(steps = 1): void {
    this.used += steps
    if (this.used > this.limit) {
      fail('too-many-steps', `The computation needs more than ${this.limit} steps.`)
    }
  }

  get spent(): number {
    return this.used
  }
}
