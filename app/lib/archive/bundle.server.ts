import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { strToU8 } from 'fflate'
import type { Db } from '~/db/client.server'
import { auditEntries } from '~/db/schema'
import { VERIFY_CHAIN_SCRIPT } from '~/lib/events/verify-chain-script'
import { addDays } from '~/lib/rate-sheet/rate-sheet'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { bundleReadme } from './bundle-readme'
import { utcMidnight } from './boundaries'
import { selfContained } from './page'
import { signedZip } from './signed-zip.server'
import { fileBytes, PAGE_PATH, stateFiles, statesBetween } from './store.server'

export type BundleRequest = {
  workspace: { id: string; name: string }
  calculatorIds: string[]
  /** UTC days, both included. */
  from: string
  to: string
  by: string
  /** The receipts' key signs SHA256SUMS; `keyUrl` is where its public half is published. */
  signing: { key: ReceiptKey; keyUrl: string }
}

/** A bundle names each file by its place in the ZIP: a state's files under states/<id>/ as the page links them. */
const bundlePath = (stateId: string, path: string) =>
  `states/${stateId}/${path === PAGE_PATH ? 'index.html' : path.replace(/^\/+/, '')}`

/** The examiner bundle (docs/decisions/0058) as ZIP bytes, with how many states it holds. */
export async function examinerBundle(db: Db, request: BundleRequest) {
  const start = utcMidnight(request.from)
  const end = utcMidnight(addDays(request.to, 1))
  const states = await statesBetween(db, request.workspace.id, request.calculatorIds, start, end)
  const files: Record<string, Uint8Array> = {}
  const manifestStates = []
  for (const state of states) {
    const stored = await stateFiles(db, state.id)
    const page = stored.find((file) => file.path === PAGE_PATH)!
    const listed = stored.map((file) => {
      const bytes = fileBytes(file)
      files[bundlePath(state.id, file.path)] = bytes
      return {
        path: bundlePath(state.id, file.path),
        servedAs: file.path,
        sha256: file.hash,
        size: bytes.length,
      }
    })
    files[`states/${state.id}/view.html`] = strToU8(selfContained(page.body, stored))
    manifestStates.push({
      id: state.id,
      calculator: { id: state.calculatorId, name: state.calculatorName, publicId: state.publicId },
      kind: state.kind,
      revision: state.revisionNumber,
      beganAt: state.beganAt.toISOString(),
      endedAt: state.endedAt?.toISOString() ?? null,
      recordedAt: state.recordedAt.toISOString(),
      approvedBy: state.approvedByEmail,
      approvedAt: state.approvedAt?.toISOString() ?? null,
      engineVersion: state.engineVersion,
      pageSha256: state.pageHash,
      disclosure: state.disclosure,
      consent: state.consent,
      rates: state.rates,
      files: listed,
    })
  }
  const audit = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.workspaceId, request.workspace.id),
        gte(auditEntries.at, start),
        lt(auditEntries.at, end),
      ),
    )
    .orderBy(asc(auditEntries.seq))
  files['audit.json'] = strToU8(JSON.stringify(audit, null, 2))
  const manifest = {
    workspace: request.workspace,
    range: { from: start.toISOString(), to: end.toISOString() },
    calculators: request.calculatorIds,
    generatedAt: new Date().toISOString(),
    generatedBy: request.by,
    states: manifestStates,
  }
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2))
  const { key, keyUrl } = request.signing
  files['README.txt'] = strToU8(bundleReadme({ keyId: key.keyId, keyUrl }))
  files['verify-chain.mjs'] = strToU8(VERIFY_CHAIN_SCRIPT)
  files['signing-key.pem'] = strToU8(key.publicPem)
  const { zip, sha256 } = signedZip(files, key)
  return { zip, states: states.length, sha256 }
}
