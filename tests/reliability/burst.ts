import type { Answer, createClient, RequestSpec } from './http'
import type { Subject } from './subject'

export const burstSize = 2000

/** A valid contact message carrying `token`, so that its row and its e-mail can be found again. */
export function contactMessage(token: string): RequestSpec {
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
  /** What each created subject's e-mail is counted under (see Subject.mailKey), in the order of createdIds. */
  createdKeys: string[]
  fiveXx: number
  unexpected: Record<string, number>
}

/** Sends `count` submissions of `subject` at once; `onAnswer` sees each answer as it arrives. */
export async function burst(
  client: ReturnType<typeof createClient>,
  subject: Subject,
  count: number,
  onAnswer: (answered: number) => void = () => {},
): Promise<BurstOutcome> {
  let answered = 0
  const tokens = Array.from({ length: count }, () => crypto.randomUUID())
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const answer = await client.send(subject.request(token))
      onAnswer(++answered)
      return answer
    }),
  )
  const createdIds: string[] = []
  const createdKeys: string[] = []
  const unexpected: Record<string, number> = {}
  answers.forEach((answer, i) => {
    if (answer.status === 201) {
      const { id } = JSON.parse(answer.body) as { id: string }
      createdIds.push(id)
      createdKeys.push(subject.mailKey(id, tokens[i]!))
    } else {
      const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status)
      unexpected[key] = (unexpected[key] ?? 0) + 1
    }
  })
  const fiveXx = answers.filter((answer) => answer.status >= 500).length
  return { answers, createdIds, createdKeys, fiveXx, unexpected }
}
