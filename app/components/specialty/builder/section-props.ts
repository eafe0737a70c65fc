import type { Dispatch, SetStateAction } from 'react'
import type { ExampleOutcome } from '~/lib/specialty/example-outcomes'
import type { BuilderState } from '~/lib/specialty/builder-model'
import type { BuilderProblem, Place } from '~/lib/specialty/builder-problems'

/** What each of the builder's four parts gets: the state, its setter and the problems of a place. */
export interface SectionProps {
  state: BuilderState
  setState: Dispatch<SetStateAction<BuilderState>>
  problemsAt: (place: Place) => BuilderProblem[]
  /** Each worked example computed, in order; empty while the definition has problems. */
  outcomes: ExampleOutcome[]
}

/** The problems whose place is `place` (a formula line's at any column). */
export function problemsAtOf(problems: BuilderProblem[]) {
  return (place: Place) =>
    problems.filter(
      (problem) =>
        problem.place.part === place.part &&
        (!('index' in place) || ('index' in problem.place && problem.place.index === place.index)),
    )
}
