import { ACTIONS, rolesThatMay } from '~/lib/access/policy'
import { controlsOf, type Control } from './controls'
import type { ModelRiskFacts } from './facts'

/** One question before it is numbered. */
export type Question = { domain: string; question: string; answer: string; basis: string }

export const q = (domain: string, question: string, answer: string, basis: string): Question => ({
  domain,
  question,
  answer,
  basis,
})

export const yes = (ok: boolean, then: string, otherwise: string) => (ok ? `Yes. ${then}` : otherwise)
export const roles = (action: Parameters<typeof rolesThatMay>[0]) => rolesThatMay(action).join(', ')

/** What every answer is derived from: the facts, and the controls as the security part states them. */
export function sheetContext(facts: ModelRiskFacts) {
  const controls = new Map<string, Control>(controlsOf(facts).map((control) => [control.id, control]))
  const c = (id: string) => controls.get(id)!
  const { calculators } = facts
  return {
    facts,
    c,
    by: (id: string) =>
      `06-security-and-operations (${c(id).name}); ${c(id).decisions.length > 0 ? `decisions ${c(id).decisions.join(', ')}` : 'no decision record'}`,
    inPlace: (id: string) => c(id).status === 'in place',
    plain: (id: string) =>
      c(id).status === 'not yet' && !c(id).statement.startsWith('Not yet')
        ? `Not yet. ${c(id).statement}`
        : c(id).statement,
    published: calculators.filter((each) => each.revision.publishedAt),
    referenceCount: calculators.reduce((sum, each) => sum + each.references.length, 0),
    referencePassed: calculators.reduce((sum, each) => sum + each.references.filter((r) => r.pass).length, 0),
    randomCases: calculators.reduce((sum, each) => sum + (each.random?.cases ?? 0), 0),
    mismatches: calculators.reduce((sum, each) => sum + (each.random?.mismatches ?? 0), 0),
    errataSince: facts.errata.filter((each) => each.date >= facts.since),
    adminActions: ACTIONS.filter((action) => rolesThatMay(action).includes('admin')),
  }
}
export type SheetContext = ReturnType<typeof sheetContext>
