import { afterEach, expect, test, vi } from 'vitest'
import { emitHostEvent, HOST_EVENT_MESSAGE, parseHostEvent, relayHostEvents } from './host-events'

const calculator = { id: '0123456789abcdef', title: 'Auto loan', type: 'loan' }

afterEach(() => {
  relayHostEvents(undefined)
  vi.unstubAllGlobals()
})

/** A frame whose parent records what it is posted. */
function framed() {
  const posted: unknown[] = []
  const parent = { postMessage: (message: unknown) => posted.push(message) }
  vi.stubGlobal('window', { parent })
  return posted
}

test('an event names the calculator and nothing else: extra members are dropped, bad ones refused', () => {
  const message = { type: HOST_EVENT_MESSAGE, event: 'lead_submitted', calculator }
  expect(parseHostEvent({ ...message, email: 'ada@home.example' })).toEqual(message)
  expect(parseHostEvent({ ...message, calculator: { ...calculator, name: 'Ada' } })).toEqual(message)
  expect(parseHostEvent({ ...message, event: 'lead_name' })).toBeUndefined()
  expect(
    parseHostEvent({ ...message, calculator: { ...calculator, title: 'x'.repeat(121) } }),
  ).toBeUndefined()
  expect(parseHostEvent({ ...message, calculator: { ...calculator, id: 7 } })).toBeUndefined()
  expect(parseHostEvent('lead_submitted')).toBeUndefined()
})

test('nothing is posted until the workspace turns the events on', () => {
  const posted = framed()
  emitHostEvent('calculator_view')
  expect(posted).toEqual([])
  relayHostEvents(calculator)
  emitHostEvent('calculator_view')
  expect(posted).toEqual([{ type: HOST_EVENT_MESSAGE, event: 'calculator_view', calculator }])
})

test('view and engagement count once a page load; leads, reports and PDFs each time', () => {
  const posted = framed()
  relayHostEvents(calculator)
  for (const event of ['calculator_view', 'calculator_engaged', 'pdf_downloaded'] as const) {
    emitHostEvent(event)
    emitHostEvent(event)
  }
  expect(posted.map((message) => parseHostEvent(message)?.event)).toEqual([
    'calculator_view',
    'calculator_engaged',
    'pdf_downloaded',
    'pdf_downloaded',
  ])
})

test('a page that is not framed posts nothing', () => {
  const posted: unknown[] = []
  const self: { parent?: unknown; postMessage: (message: unknown) => void } = {
    postMessage: (message) => posted.push(message),
  }
  self.parent = self
  vi.stubGlobal('window', self)
  relayHostEvents(calculator)
  emitHostEvent('lead_submitted')
  expect(posted).toEqual([])
})
