import { RouterContextProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { servicesContext, type Services } from '~/lib/services.server'
import { loader } from './accuracy-specialty'

test('a failed read of the specialty cases answers 503 with no cases, for the section to say so, never an error', async () => {
  const context = new RouterContextProvider()
  const fail = () => {
    throw new Error('database unreachable')
  }
  const unreachable = new Proxy({}, { get: (_target, name) => (name === 'then' ? undefined : fail) })
  context.set(servicesContext, { db: unreachable } as unknown as Services)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const answer = (await loader({
    context,
    request: new Request('http://localhost/accuracy/specialty.data'),
    params: {},
  } as never)) as unknown as { data: { calculators: null }; init: { status: number } }
  expect(answer.data).toEqual({ calculators: null })
  expect(answer.init.status).toBe(503)
  expect(errors).toHaveBeenCalledTimes(1)
  errors.mockClear()
})
