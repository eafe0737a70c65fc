// `npm run test:flaky -- <file>…`: runs a test file again and again to catch a test that fails only sometimes
// (docs/testing.md). An end-to-end spec (`*.spec.ts`) runs with Playwright's `--repeat-each=5` on the built app
// (built first when `build/` is missing); a Vitest file (`*.test.ts`, `*.test.tsx`) runs three times, each a new
// process, since a flake can come from start-up as well as from a test. Other arguments go to the runner as they
// are (e.g. `-g 'a test name'`, `--workers=1`). The exit code is 1 if any run failed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const args = process.argv.slice(2)
const files = args.filter((arg) => /\.(spec|test)\.tsx?$/.test(arg))
const options = args.filter((arg) => !files.includes(arg))
const specs = files.filter((file) => file.endsWith('.spec.ts'))
const unitFiles = files.filter((file) => !file.endsWith('.spec.ts'))
const vitestRuns = Number(process.env.FLAKY_VITEST_RUNS ?? 3)
const repeatEach = Number(process.env.FLAKY_REPEAT_EACH ?? 5)

if (files.length === 0 || (specs.length > 0 && unitFiles.length > 0)) {
  console.error(
    'Usage: npm run test:flaky -- <tests/e2e/….spec.ts…> | <….test.ts…> [runner options]\n' +
      '(end-to-end specs and Vitest files in separate calls)',
  )
  process.exit(2)
}

function run(command: string, commandArgs: string[]) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`)
  return spawnSync(command, commandArgs, { stdio: 'inherit' }).status === 0
}

if (specs.length > 0) {
  if (!fs.existsSync('build/server') && !run('npx', ['react-router', 'build'])) process.exit(1)
  const passed = run('npx', ['playwright', 'test', ...specs, `--repeat-each=${repeatEach}`, ...options])
  console.log(passed ? `Passed ${repeatEach} times each.` : 'Failed: see the list above.')
  process.exit(passed ? 0 : 1)
}

const outcomes: boolean[] = []
for (let attempt = 1; attempt <= vitestRuns; attempt++) {
  console.log(`\n── Vitest run ${attempt} of ${vitestRuns}`)
  outcomes.push(run('npx', ['vitest', 'run', ...unitFiles, ...options]))
}
const failures = outcomes.filter((passed) => !passed).length
console.log(`\n${vitestRuns - failures} of ${vitestRuns} runs passed.`)
process.exit(failures === 0 ? 0 : 1)
