import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

type Calculator = { id: string; name: string; title: string; revision: number; state: string }
export type FileProblem = { line: number; column?: { index: number; name: string }; message: string }

const field = 'block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base'

/** Where a problem is: "Line 7, column 3 (rate)". */
export const whereOf = (problem: FileProblem) =>
  `Line ${problem.line}${problem.column ? `, column ${problem.column.index} (${problem.column.name})` : ''}`

/** The scenario file: a calculator, then a CSV file or its text pasted; a template per calculator beside it. */
export function ScenarioForm({
  workspaceId,
  calculators,
  chosen,
  resetKey,
}: {
  workspaceId: string
  calculators: readonly Calculator[]
  chosen: string
  /** Changes with each run shown, so the form starts empty again after a run. */
  resetKey: string
}) {
  const busy = useNavigation().formData?.get('intent') === 'run'
  return (
    <section aria-labelledby="run-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="run-heading" className="text-xl font-bold text-slate-900">
        Run a scenario set
      </h2>
      <Form key={resetKey} method="post" encType="multipart/form-data" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="run" />
        <label className="grid gap-1 text-sm font-semibold text-slate-800">
          Calculator
          <select name="calculatorId" defaultValue={chosen} className={field} required>
            {calculators.map((calculator) => (
              <option key={calculator.id} value={calculator.id}>
                {calculator.name} ({calculator.title}, revision {calculator.revision} {calculator.state})
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-slate-800">
          Scenario file (CSV)
          <input type="file" name="file" accept=".csv,text/csv" className={field} />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-slate-800">
          Or paste the CSV text
          <textarea
            name="pasted"
            rows={5}
            spellCheck={false}
            className={`${field} font-mono text-sm`}
            aria-describedby="paste-hint"
          />
          <span id="paste-hint" className="font-normal text-slate-600">
            Used when no file is chosen. One row per scenario; a first cell starting with # is a comment.
          </span>
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Running…' : 'Run scenarios'}
          </Button>
        </div>
      </Form>
      <h3 className="mt-6 font-semibold text-slate-900">Templates</h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Each names the calculator’s inputs and results as its columns, says in a # row what each holds and in
        which unit, and gives one example row that runs as it is. Where the calculator shows a schedule, a row
        of it is expected by number: expected_row_12_balance (the template lists its columns).
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {calculators.map((calculator) => (
          <li key={calculator.id}>
            <a
              href={`/workspace/${workspaceId}/vendor-review/calculators/${calculator.id}/template.csv`}
              className="font-semibold text-brand-700 underline"
              download
            >
              {calculator.name} template (CSV)
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Why a file was not run: each line and column at fault. */
export function FileProblems({ message, problems }: { message: string; problems: readonly FileProblem[] }) {
  return (
    <section
      role="alert"
      className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 className="font-bold">{message}</h2>
      {problems.length > 0 ? (
        <ul className="mt-2 grid gap-1" data-testid="file-problems">
          {problems.map((problem, index) => (
            <li key={index}>
              <span className="font-semibold">{whereOf(problem)}:</span> {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
