import { toCsv } from '~/lib/admin/csv'
import { cell, table } from './document'
import type { ModelRiskFacts } from './facts'
import { modelQuestions } from './questions-model'
import { securityQuestions } from './questions-security'
import { sheetContext } from './sheet-context'

/** One answered question: the answer says "Yes", "No", "Not yet" or "Not applicable" first, then the facts. */
export interface Answer {
  id: string
  domain: string
  question: string
  answer: string
  /** The pack part and decision records the answer rests on. */
  basis: string
}

export const QUESTIONNAIRE_FORMAT = 'model-risk/questionnaire@1'

/**
 * The common SIG Lite / CAIQ-style questions a bank sends, each answered from the same facts as the pack's
 * parts, so the sheet cannot claim what the pack does not show.
 */
export function answerSheet(facts: ModelRiskFacts): Answer[] {
  const context = sheetContext(facts)
  return [...securityQuestions(context), ...modelQuestions(context)].map((each, index) => ({
    id: `Q${String(index + 1).padStart(2, '0')}`,
    ...each,
  }))
}

const HEADER = ['id', 'domain', 'question', 'answer', 'basis'] as const

export function answerSheetCsv(answers: Answer[]) {
  return toCsv(
    HEADER,
    answers.map((each) => HEADER.map((key) => each[key])),
  )
}

export function answerSheetMarkdown(facts: ModelRiskFacts, answers: Answer[]) {
  return [
    '# Questionnaire answer sheet',
    '',
    `- Workspace: ${cell(facts.workspace.name)} (${facts.workspace.id})`,
    `- Generated: ${facts.generatedAt} (UTC)`,
    `- Document: ${QUESTIONNAIRE_FORMAT}`,
    '- Each answer rests on the part of this pack (and the decision records) named beside it.',
    '',
    table(
      ['#', 'Domain', 'Question', 'Answer', 'Rests on'],
      answers.map((each) => [each.id, each.domain, each.question, each.answer, each.basis]),
    ),
    '',
  ].join('\n')
}
