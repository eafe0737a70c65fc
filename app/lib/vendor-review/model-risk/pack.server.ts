import { strToU8 } from 'fflate'
import type { Db } from '~/db/client.server'
import { signatureSteps } from '~/lib/archive/bundle-readme'
import { sha256Hex } from '~/lib/archive/hash'
import { signedZip } from '~/lib/archive/signed-zip.server'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { renderPart, type PackPart, type PartDefinition } from './document'
import type { ModelRiskFacts } from './facts'
import { modelRiskFacts, type FactsRequest } from './facts.server'
import { evidencePart, inventoryPart, monitoringPart, testingPart } from './model-parts'
import { exitPart, implementationPart, securityPart } from './operation-parts'
import { answerSheet, answerSheetCsv, answerSheetMarkdown, QUESTIONNAIRE_FORMAT } from './questionnaire'

export const PACK_FORMAT = 'model-risk-pack/1'

/** The parts in the order of an SR 11-7 / OCC 2011-12 model file. */
export const PART_DEFINITIONS: readonly PartDefinition[] = [
  inventoryPart,
  evidencePart,
  testingPart,
  monitoringPart,
  implementationPart,
  securityPart,
  exitPart,
]

/** Every part of the pack for these facts. */
export const packParts = (facts: ModelRiskFacts): PackPart[] =>
  PART_DEFINITIONS.map((definition) => renderPart(definition, facts))

function packReadme(facts: ModelRiskFacts, parts: PackPart[], signing: { keyId: string; keyUrl: string }) {
  return `Model-risk pack of ${facts.workspace.name}, generated ${facts.generatedAt} (UTC).

Each part is Markdown to read (and diff against last year's) with a JSON twin holding the same facts:
${parts.map((part) => `${part.file}.md / .json   ${part.title} (${part.format})`).join('\n')}
questionnaire.csv / .md   answers to common SIG Lite / CAIQ-style questions, each naming the part it rests on
manifest.json    every file above: its document format, date and SHA-256.
signing-key.pem  the public half of the Ed25519 key that signed this pack, key id ${signing.keyId}.
SHA256SUMS       every other file's SHA-256.
SHA256SUMS.sig   the Ed25519 signature of SHA256SUMS (64 bytes, raw), by key ${signing.keyId}.

${signatureSteps(signing)}

One changed byte in any file fails step 1; one in SHA256SUMS fails step 2.
`
}

export type PackRequest = Omit<FactsRequest, 'key'> & { key: ReceiptKey }

/** The pack as ZIP bytes, or null for a workspace that does not exist. */
export async function modelRiskPack(db: Db, request: PackRequest) {
  const facts = await modelRiskFacts(db, request)
  if (!facts) return null
  const parts = packParts(facts)
  const answers = answerSheet(facts)
  const files: Record<string, Uint8Array> = {}
  const listed: { path: string; format: string; title: string; sha256: string }[] = []
  const add = (path: string, text: string, format: string, title: string) => {
    files[path] = strToU8(text)
    listed.push({ path, format, title, sha256: sha256Hex(files[path]) })
  }
  for (const part of parts) {
    add(`${part.file}.md`, part.markdown, part.format, part.title)
    add(`${part.file}.json`, `${JSON.stringify(part.json, null, 2)}\n`, part.format, part.title)
  }
  add('questionnaire.csv', answerSheetCsv(answers), QUESTIONNAIRE_FORMAT, 'Questionnaire answer sheet')
  add(
    'questionnaire.md',
    answerSheetMarkdown(facts, answers),
    QUESTIONNAIRE_FORMAT,
    'Questionnaire answer sheet',
  )
  const signing = { keyId: request.key.keyId, keyUrl: request.platform.keyUrl }
  const manifest = {
    format: PACK_FORMAT,
    workspace: { id: facts.workspace.id, name: facts.workspace.name },
    generatedAt: facts.generatedAt,
    generatedBy: facts.generatedBy,
    monitoringSince: facts.since,
    keyId: signing.keyId,
    files: listed,
  }
  files['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`)
  files['README.txt'] = strToU8(packReadme(facts, parts, signing))
  files['signing-key.pem'] = strToU8(request.key.publicPem)
  const { zip, sha256 } = signedZip(files, request.key)
  return {
    zip,
    sha256,
    since: facts.since,
    calculators: facts.calculators.length,
    parts: parts.length,
    questions: answers.length,
    files: Object.keys(files).length + 2,
  }
}
