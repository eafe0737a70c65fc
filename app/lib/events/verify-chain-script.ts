/*
 * verify-chain.mjs, shipped in every examiner bundle: recomputes each exported audit entry's SHA-256 from its
 * content and the hash before it, with nothing but Node, so a reviewer need not trust our check. It must hash
 * exactly as `entryHash` in audit-chain.server.ts does (tests/integration/bundle-signature.test.ts runs it).
 */
export const VERIFY_CHAIN_SCRIPT = `// node verify-chain.mjs audit.json [anchors.json]
// Recomputes every entry's SHA-256 over "<previous hash>\\n<the entry's JSON, keys sorted>" and checks that
// each entry links to the one before it. With an anchors file (/audit/anchors/<chain>.json or an anchor
// e-mailed to the owners), also checks the entries it names against the hashes signed there.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

const sorted = (value) =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
const fields = ['chainId', 'seq', 'at', 'workspaceId', 'actorId', 'actorEmail', 'action', 'objectType', 'objectId', 'data']
const entries = JSON.parse(readFileSync(process.argv[2], 'utf8'))
entries.sort((a, b) => (a.chainId < b.chainId ? -1 : a.chainId > b.chainId ? 1 : a.seq - b.seq))
const broken = []
const chains = new Set()
let previous = null
for (const entry of entries) {
  chains.add(entry.chainId)
  const content = Object.fromEntries(fields.map((field) => [field, entry[field]]))
  const hash = createHash('sha256').update(entry.prevHash + '\\n' + sorted(content)).digest('hex')
  const where = 'chain ' + entry.chainId + ', entry ' + entry.seq
  if (hash !== entry.hash) broken.push(where + ': its content does not match its hash')
  else if (previous?.chainId === entry.chainId && previous.seq + 1 === entry.seq && previous.hash !== entry.prevHash)
    broken.push(where + ': does not follow the entry before it')
  else if (previous?.chainId === entry.chainId && previous.seq + 1 !== entry.seq)
    console.log('Not in this file: chain ' + entry.chainId + ', entries ' + (previous.seq + 1) + '-' + (entry.seq - 1))
  previous = entry
}
if (process.argv[3]) {
  const file = JSON.parse(readFileSync(process.argv[3], 'utf8'))
  for (const anchor of file.anchors ?? [file]) {
    const entry = entries.find((e) => e.chainId === anchor.chainId && e.seq === anchor.seq)
    if (!entry) console.log('Not in this file: chain ' + anchor.chainId + ', entry ' + anchor.seq + ' (anchored ' + anchor.anchoredAt + ')')
    else if (entry.hash !== anchor.hash)
      broken.push('chain ' + anchor.chainId + ', entry ' + anchor.seq + ': does not match the anchor of ' + anchor.anchoredAt)
  }
}
for (const line of broken) console.log('BROKEN: ' + line)
if (broken.length) process.exit(1)
console.log('Audit entries intact: ' + entries.length + ' entries in ' + chains.size + ' chain' + (chains.size === 1 ? '' : 's') + '.')
`
