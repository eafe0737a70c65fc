import type { LineProblem } from './scenario-file'

/** One expected figure of a scenario, compared. */
export interface FigureCheck {
  name: string
  label: string
  expected: string
  /** As the published calculator prints it; '—' when it printed no such figure. */
  computed: string
  difference: string
  /** The tolerance the bank set, or '' (to the cent). */
  tolerance: string
  pass: boolean
}

/** What became of one row of the file. */
export interface ScenarioOutcome {
  line: number
  scenario: string
  status: 'pass' | 'flagged' | 'refused'
  /** The inputs computed: the row's cells over the calculator's defaults. */
  inputs: Record<string, string>
  checks: FigureCheck[]
  problems: LineProblem[]
}
