import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { calculators } from '~/calculators/registry'
import { adoptLedger } from '~/lib/accuracy/ledger.server'
import { RANDOM_CASES_PER_CALCULATOR, RANDOM_SEED } from '~/lib/accuracy/random-check'
import type { Ledger } from '~/lib/accuracy/types'
import { adoptBuiltLedger, BUILT_LEDGER_FILE } from './built-ledger'

// What a build of this code would write, as far as adoptLedger reads it. Only ledgers that do not fit are
// handed over here: one that fits would stand for the real ledger in every later test file of this worker.
// That a server of a build serves the build's ledger is tested end to end (vendor-review.spec.ts).
const header = (changes: Partial<Ledger> = {}) =>
  ({
    computedAt: '2026-11-30T00:00:00.000Z',
    seed: RANDOM_SEED,
    casesPerCalculator: RANDOM_CASES_PER_CALCULATOR,
    calculators: calculators.map(({ name }) => ({ name })),
    ...changes,
  }) as Ledger

const folders: string[] = []
const serverDir = (ledgerText?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-built-ledger-'))
  folders.push(dir)
  if (ledgerText !== undefined) fs.writeFileSync(path.join(dir, BUILT_LEDGER_FILE), ledgerText)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the accuracy ledger a build leaves for its servers', () => {
  it('is refused when it was computed for other code: another seed, case count or list of calculators', () => {
    const [first, second, ...rest] = header().calculators
    for (const ledger of [
      header({ seed: RANDOM_SEED + 1 }),
      header({ casesPerCalculator: RANDOM_CASES_PER_CALCULATOR - 1 }),
      header({ calculators: [first!, ...rest] }),
      header({ calculators: [second!, first!, ...rest] }),
      header({ calculators: [...header().calculators, { name: 'pension' } as never] }),
    ])
      expect(adoptLedger(ledger)).toBe(false)
  })

  it('leaves the ledger to be computed on first use when the build has none, or one that cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(adoptBuiltLedger(serverDir())).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    expect(adoptBuiltLedger(serverDir('{"computedAt":'))).toBe(false)
    expect(adoptBuiltLedger(serverDir(JSON.stringify(header({ seed: 1 }))))).toBe(false)
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      `${BUILT_LEDGER_FILE} does not fit this build: the accuracy ledger is computed on first use`,
      `${BUILT_LEDGER_FILE} does not fit this build: the accuracy ledger is computed on first use`,
    ])
    warn.mockRestore()
  })
})
