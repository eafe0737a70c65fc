import { data, redirect } from 'react-router'
import type { Services } from '~/lib/services.server'
import { rerun, runScenarioFile, type RunAnswer } from '~/lib/vendor-review/runs.server'
import { notFound, type WorkspaceAccess } from '~/lib/workspaces/access.server'
import { noStore } from './workspace-ui'

/** A pasted or uploaded file larger than this is refused before it is read as CSV (the body limit is 320 KB). */
export const MAX_FILE_BYTES = 256 * 1024

type IntentArgs = { services: Services; access: WorkspaceAccess; form: FormData }
export type RunRefusal = Extract<RunAnswer, { ok: false }>

const refused = (answer: RunRefusal) => data(answer, { status: 400, headers: noStore })
const shown = (workspaceId: string, runId: string) =>
  redirect(`/workspace/${workspaceId}/vendor-review?run=${runId}#run`, { headers: noStore })

/** The uploaded file, else the pasted text: its name and text, or why there is none. */
async function scenarioText(form: FormData): Promise<{ error: string } | { name: string; text: string }> {
  const file = form.get('file')
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return { error: 'The file is larger than 256 KB: split it.' }
    return { name: file.name || 'scenarios.csv', text: await file.text() }
  }
  const pasted = String(form.get('pasted') ?? '')
  if (pasted.trim() === '') return { error: 'Choose a CSV file or paste its text.' }
  if (pasted.length > MAX_FILE_BYTES) return { error: 'The text is longer than 256 KB: split it.' }
  return { name: 'pasted.csv', text: pasted }
}

export async function runIntent({ services, access, form }: IntentArgs) {
  const input = await scenarioText(form)
  if ('error' in input) return refused({ ok: false, message: input.error, problems: [] })
  const answer = await runScenarioFile(services, access.workspace, access.actor, {
    calculatorId: String(form.get('calculatorId') ?? ''),
    fileName: input.name,
    text: input.text,
  })
  return answer.ok ? shown(access.workspace.id, answer.runId) : refused(answer)
}

export async function rerunIntent({ services, access, form }: IntentArgs) {
  const answer = await rerun(services, access.workspace, access.actor, String(form.get('runId') ?? ''))
  if (!answer) throw notFound()
  return answer.ok ? shown(access.workspace.id, answer.runId) : refused(answer)
}
