import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

// The bench and the reliability suite run under plain Node with tsx, not Vite: a server module that pulls in
// a view (a `?url` font import, say) loads in Vitest and the build but not there. The reliability step of
// `npm test` failed in seven seconds on a clean clone when the specialty calculators' registry did that.
describe('the scripts npm run bench and the reliability suite start', () => {
  it('load their modules under Node with tsx', async () => {
    const reliability = ['subject', 'scenario-malformed', 'scenario-publish', 'scenario-webhooks']
    const entries = ['./bench/seed.ts', ...reliability.map((name) => `./tests/reliability/${name}.ts`)]
    const script = `Promise.all(${JSON.stringify(entries)}.map((entry) => import(entry))).then(() => process.exit(0))`
    const { stderr } = await run(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: new URL('..', import.meta.url).pathname,
      timeout: 120_000,
    }).catch((error: { stderr?: string; message: string }) => ({ stderr: error.stderr ?? error.message }))
    expect(stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|Cannot find module|SyntaxError/)
  }, 150_000)
})
