import type { ModelRiskFacts } from './facts'

/**
 * One part of the model-risk pack: Markdown an examiner reads and diffs, and a JSON twin with the same facts
 * for their tools (decision 0090). Each part is dated (the facts' time) and versioned (its format's number,
 * raised when the part says something new or differently).
 */
export interface PackPart {
  /** File stem in the ZIP: `01-model-inventory` → `01-model-inventory.md` and `.json`. */
  file: string
  title: string
  /** `model-risk/<id>@<n>`. */
  format: string
  generatedAt: string
  markdown: string
  json: Record<string, unknown>
}

export interface PartDefinition {
  file: string
  title: string
  version: number
  /** What the part rests on, named in its header (decision records, pages). */
  basis: string
  render: (facts: ModelRiskFacts) => { sections: string[]; json: Record<string, unknown> }
}

/** A part rendered from the facts, with the header every part carries. */
export function renderPart(definition: PartDefinition, facts: ModelRiskFacts): PackPart {
  const format = `model-risk/${definition.file.replace(/^\d+-/, '')}@${definition.version}`
  const { sections, json } = definition.render(facts)
  const header = [
    `# ${definition.title}`,
    '',
    list([
      `Workspace: ${facts.workspace.name} (${facts.workspace.id})`,
      `Generated: ${facts.generatedAt} (UTC) by ${facts.generatedBy}`,
      `Document: ${format}`,
      `Rests on: ${definition.basis}`,
    ]),
  ].join('\n')
  return {
    file: definition.file,
    title: definition.title,
    format,
    generatedAt: facts.generatedAt,
    markdown: `${[header, ...sections].join('\n\n').trimEnd()}\n`,
    json: { format, workspace: facts.workspace.id, generatedAt: facts.generatedAt, ...json },
  }
}

/** Text in a Markdown table cell or line: no pipe, no newline, no HTML an examiner's viewer would run. */
export function cell(text: string | number | boolean | null | undefined) {
  return String(text ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\|<>]/g, (character) => `\\${character}`)
}

export function table(head: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  if (rows.length === 0) return '_None._'
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

export function list(items: readonly string[]) {
  return items.length === 0 ? '_None._' : items.map((item) => `- ${cell(item)}`).join('\n')
}

export const section = (heading: string, ...body: string[]) => [`## ${heading}`, ...body].join('\n\n')

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')
