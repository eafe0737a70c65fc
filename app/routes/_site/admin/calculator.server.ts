import { data } from 'react-router'
import type { Db } from '~/db/client.server'
import { checkDefinition } from '~/lib/formulas/check-definition'
import { checkDefinitionText } from '~/lib/specialty/definition-text'
import { exampleOutcomes, examplesAllPass } from '~/lib/specialty/example-outcomes'
import {
  markPublished,
  saveDraft,
  specialtyWithVersions,
  workspaceChoices,
  type Author,
  type Offer,
} from '~/lib/specialty/specialty.server'

type Found = NonNullable<Awaited<ReturnType<typeof specialtyWithVersions>>>

export async function findOr404(db: Db, id: string): Promise<Found> {
  const found = await specialtyWithVersions(db, id)
  if (!found) throw data(null, { status: 404 })
  return found
}

/** What the editor shows of the latest version: the checker's problems and each worked example's outcome. */
export function checkedLatest(found: Found) {
  const latest = found.versions[0]!
  const check = checkDefinition(latest.definition)
  const outcomes = check.definition ? exampleOutcomes(check.definition) : []
  return {
    definition: check.definition,
    problems: check.problems,
    outcomes,
    publishable: latest.publishedAt === null && check.ok && examplesAllPass(outcomes),
  }
}

/** Saves the edited text as a draft (over the latest draft, or as a new version after a published one). */
export async function saveEdit(db: Db, found: Found, text: string, author: Author) {
  const { definition, problems } = checkDefinitionText(text)
  if (!definition) {
    return data(
      { ok: false, notice: 'Not saved: the definition does not match the schema.', problems, text },
      { status: 400 },
    )
  }
  if (definition.id !== found.calculator.slug) {
    const problem = {
      where: 'id',
      message: `The id stays "${found.calculator.slug}": it names this calculator in every version.`,
    }
    return data(
      { ok: false, notice: 'Not saved: the id changed.', problems: [problem], text },
      { status: 400 },
    )
  }
  const number = await saveDraft(db, found.calculator.id, definition, author)
  const notice =
    problems.length === 0
      ? `Saved as version ${number} (a draft).`
      : `Saved as version ${number} (a draft) with ${problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix before publishing.`
  return { ok: true, notice, problems, text: undefined }
}

/** Publishes the latest version if it is a draft that checks and every worked example passes; 409 otherwise. */
export async function publishLatest(db: Db, found: Found, versionId: string, offerChoice = '') {
  const latest = found.versions[0]!
  const refuse = (notice: string) =>
    data({ ok: false, notice, problems: [], text: undefined }, { status: 409 })
  if (latest.id !== versionId || latest.publishedAt) {
    return refuse('Not published: only the latest draft can be published. Reload the page.')
  }
  const { outcomes, publishable } = checkedLatest(found)
  if (!publishable) {
    const failing = outcomes.filter((outcome) => !outcome.pass).length
    return refuse(
      outcomes.length === 0
        ? 'Not published: add at least one worked example; a version is published only when its examples pass.'
        : failing > 0
          ? `Not published: ${failing === 1 ? '1 worked example fails' : `${failing} worked examples fail`}. Every example must give its expected results to the cent.`
          : 'Not published: the definition has problems to fix first.',
    )
  }
  // Without a choice (an older form, the API), the offer made when the calculator was created.
  const offer = await readOffer(db, offerChoice || (found.calculator.workspaceId ?? 'catalogue'))
  if (!offer) return refuse('Not published: choose to whom this version is offered.')
  if (!(await markPublished(db, latest.id, offer)))
    return refuse('Not published: this version was published already.')
  return {
    ok: true,
    notice: `Version ${latest.number} published${offer.offer === 'none' ? ' (not offered)' : ''}. It never changes now; the next edit makes version ${latest.number + 1}.`,
    problems: [],
    text: undefined,
  }
}

/** The publish form's offer: 'none', 'catalogue' or the id of an existing workspace. */
async function readOffer(db: Db, choice: string): Promise<Offer | undefined> {
  if (choice === 'none' || choice === 'catalogue') return { offer: choice, workspaceId: null }
  const id = choice
  const found = (await workspaceChoices(db)).find((workspace) => workspace.id === id)
  return found ? { offer: 'workspace', workspaceId: found.id } : undefined
}
