import fs from 'node:fs'
import path from 'node:path'
import { accuracyLedger, adoptLedger } from '~/lib/accuracy/ledger.server'
import type { Ledger } from '~/lib/accuracy/types'

/** Beside the server build: the accuracy ledger of the code built (its reference and random cases). */
export const BUILT_LEDGER_FILE = 'accuracy-ledger.json'

/**
 * Run by the build, once /accuracy is prerendered (react-router.config.ts): writes the ledger that page was
 * rendered from, so that a server of this build starts with it instead of computing it again (seconds of CPU).
 */
export async function writeBuiltLedger(serverDir: string) {
  fs.writeFileSync(path.join(serverDir, BUILT_LEDGER_FILE), JSON.stringify(await accuracyLedger()))
}

/**
 * Run at start: takes the build's ledger. Without one (a development server, an older build) or with one that
 * does not fit this code, the ledger is computed on first use, as before; either way it is the same.
 */
export function adoptBuiltLedger(serverDir: string): boolean {
  let text: string
  try {
    text = fs.readFileSync(path.join(serverDir, BUILT_LEDGER_FILE), 'utf8')
  } catch {
    return false
  }
  try {
    if (adoptLedger(JSON.parse(text) as Ledger)) return true
  } catch {
    // Unreadable: computed on first use.
  }
  console.warn(`${BUILT_LEDGER_FILE} does not fit this build: the accuracy ledger is computed on first use`)
  return false
}
