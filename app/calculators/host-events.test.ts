import vm from 'node:vm'
import { afterEach, expect, test, vi } from 'vitest'
import {
  emitHostEvent,
  HOST_DOM_EVENT,
  HOST_EVENT_MESSAGE,
  relayHostEvents,
  type HostEventMessage,
} from './host-events'
import { loaderScript } from './kit/loader-script'

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

/**
 * The real /embed.js on a client's page (a minimal DOM in a VM context): one saved calculator mounted, and
 * `post` delivers a message as its frame (or another window) would; what the page's analytics heard.
 */
async function clientPage() {
  const origin = 'https://calculators.example'
  const container = {
    attributes: new Map<string, string>([['data-calculator-id', calculator.id]]),
    dataset: {},
    heard: [] as unknown[],
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null
    },
    hasAttribute(name: string) {
      return this.attributes.has(name)
    },
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value)
    },
    appendChild(child: { parentNode?: unknown }) {
      child.parentNode = this
    },
    dispatchEvent(event: { type: string; detail: unknown }) {
      this.heard.push({ type: event.type, detail: event.detail })
    },
  }
  const frame = {
    contentWindow: {},
    isConnected: true,
    style: {},
    setAttribute() {},
  }
  let onMessage: ((event: unknown) => void) | undefined
  const page = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') onMessage = listener
    },
    dataLayer: undefined as unknown[] | undefined,
  }
  const context = vm.createContext({
    window: page,
    document: {
      currentScript: { src: `${origin}/embed.js` },
      readyState: 'complete',
      querySelectorAll: () => [container],
      createElement: () => frame,
    },
    location: {
      origin: 'https://bank.example',
      pathname: '/loans',
      href: 'https://bank.example/loans',
      search: '',
    },
    URL,
    URLSearchParams,
    CustomEvent: class {
      constructor(
        public type: string,
        init: { detail: unknown },
        public detail = init.detail,
      ) {}
    },
  })
  vm.runInContext(await loaderScript(), context)
  return {
    post: (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
      onMessage!({ origin: from.origin ?? origin, source: from.source ?? frame.contentWindow, data }),
    heard: () => ({ dataLayer: page.dataLayer ?? [], dom: container.heard }),
  }
}

test("the loader passes on the event and the calculator's three texts, never anything else", async () => {
  const page = await clientPage()
  const message = { type: HOST_EVENT_MESSAGE, event: 'lead_submitted', calculator }
  const passed = {
    event: 'lead_submitted',
    calculator_id: calculator.id,
    calculator_title: calculator.title,
    calculator_type: calculator.type,
  }
  page.post({ ...message, email: 'ada@home.example' })
  page.post({ ...message, calculator: { ...calculator, name: 'Ada' } })
  expect(page.heard()).toEqual({
    dataLayer: [passed, passed],
    dom: [
      { type: HOST_DOM_EVENT, detail: passed },
      { type: HOST_DOM_EVENT, detail: passed },
    ],
  })
})

test('the loader refuses an unknown event, a long or missing text, and messages from elsewhere', async () => {
  const page = await clientPage()
  const message = { type: HOST_EVENT_MESSAGE, event: 'lead_submitted', calculator }
  page.post({ ...message, event: 'lead_name' })
  page.post({ ...message, calculator: { ...calculator, title: 'x'.repeat(121) } })
  page.post({ ...message, calculator: { ...calculator, id: 7 } })
  page.post({ ...message, calculator: { id: calculator.id, title: calculator.title } })
  page.post({ ...message, calculator: null })
  page.post('lead_submitted')
  page.post(message, { origin: 'https://elsewhere.example' })
  page.post(message, { source: {} })
  expect(page.heard()).toEqual({ dataLayer: [], dom: [] })
  // The longest title accepted: 120 characters.
  page.post({ ...message, calculator: { ...calculator, title: 'x'.repeat(120) } })
  expect(page.heard().dataLayer).toHaveLength(1)
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
  expect(posted.map((message) => (message as HostEventMessage).event)).toEqual([
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
