import { useState, type FormEvent } from 'react'

/**
 * A form posted by its script to a JSON endpoint, as React Router's fetcher would, but without the router: an
 * island (decision 0104) has none, and the same form serves its pages too. Without JavaScript the form posts
 * itself to its `action`; with it, `submit` sends the same fields to `endpoint` and keeps the answer. An answer
 * that is not JSON (a proxy's error page) or no answer at all becomes `failed()`.
 */
export function useFormPost<Answer>(failed: () => Answer) {
  const [answer, setAnswer] = useState<Answer>()
  const [pending, setPending] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>, endpoint: string) {
    event.preventDefault()
    if (pending) return
    const body = new FormData(event.currentTarget)
    setPending(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      })
      const json = response.headers.get('Content-Type')?.includes('application/json')
      setAnswer(json ? ((await response.json()) as Answer) : failed())
    } catch {
      setAnswer(failed())
    } finally {
      setPending(false)
    }
  }
  return { answer, pending, submit }
}
