import type { Answer, createClient } from './http'

export const burstSize = 2000

/** A valid contact message carrying `token`, so that its row and its e-mail can be found again. */
export function contactMessage(token: string) {
  return {
    path: '/api/send-contact-email',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Reliability',
      lastName: 'Test',
      email: 'reliability@example.com',
      company: 'Load Test Inc.',
      message: `Burst message ${token}: please call me about the loan calculator.`,
    }),
  }
}

export type BurstOutcome = {
  answers: Answer[]
  createdIds: string[]
  fiveXx: number
  unexpected: Record<string, number>
}

/** Sends `count` contact messages at once; `onAnswer` sees each answer as it arrives. */
export async function contactBurst(
  client: ReturnType<typeof createClient>,
  count: number,
  onAnswer: (answered: number) => void = () => {},
): Promise<BurstOutcome> {
  let answered = 0
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const answer = await client.send(contactMessage(`#${i}`))
      onAnswer(++answered)
      return answer
    }),
  )
  const createdIds: string[] = []
  const unexpected: Record<string, number> = {}
  for (const answer of answers) {
    if (answer.status === 201) createdIds.push((JSON.parse(answer.body) as { id: string }).id)
    else {
      const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status)
      unexpected[key] = (unexpected[key] ?? 0) + 1
    }
  }
  const fiveXx = answers.filter((answer) => answer.status >= 500).length
  return { answers, createdIds, fiveXx, unexpected }
}
