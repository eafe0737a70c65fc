import fs from 'node:fs'

export type ScenarioResult = {
  scenario: string
  database: string
  requests: number
  /** Answered 201 (for the malformed inputs: answered 4xx with a clear message). */
  accepted: number
  /** Answered 201 but not in the database afterwards. */
  lost: number
  fiveXx: number
  seconds: number
  notes: string
  failures: string[]
}

export function printResults(results: ScenarioResult[]) {
  console.log('\nReliability figures')
  console.table(
    results.map(({ scenario, database, requests, accepted, lost, fiveXx, seconds, notes }) => ({
      scenario,
      database,
      requests,
      accepted,
      lost,
      '5xx': fiveXx,
      seconds: Number(seconds.toFixed(1)),
      notes,
    })),
  )
  const failures = results.flatMap((result) =>
    result.failures.map((failure) => `${result.scenario} (${result.database}): ${failure}`),
  )
  if (failures.length === 0) console.log('All checks passed.')
  else
    console.error(
      `\n${failures.length} check(s) failed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`,
    )
  return failures.length === 0
}

/** The last lines of a server's stderr, to explain a failure. */
export function logTail(file: string, lines = 15) {
  if (!fs.existsSync(file)) return '(no log)'
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}

export const elapsedSeconds = (startedAt: number) => (performance.now() - startedAt) / 1000

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 100) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}
