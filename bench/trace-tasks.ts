// The page's main-thread tasks in a Chromium trace: what bench:ab's page-load CPU and bench's typing figures read.

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: {
    name?: string
    data?: { processId?: number; url?: string; frames?: Array<{ processId?: number; url?: string }> }
  }
}

/**
 * The processes that rendered the traced tab: its frames as the browser reports them when tracing starts and
 * at each commit (a page and its same-site frames share one). Other renderers write to the same trace:
 * Chromium's own pages (the omnibox popup, chrome://…) start now and then during a load and cost ~330 ms of
 * CPU; counted, they made one build look 3.5 times as heavy as another with the same pages (issue 32).
 */
function tabRenderers(events: TraceEvent[]) {
  const frames = events.flatMap((event) => {
    if (event.name === 'TracingStartedInBrowser') return event.args?.data?.frames ?? []
    if (event.name === 'FrameCommittedInBrowser' && event.args?.data) return [event.args.data]
    return []
  })
  return new Set(
    frames
      .filter((frame) => frame.processId !== undefined && !frame.url?.startsWith('chrome'))
      .map((frame) => frame.processId),
  )
}

/**
 * The traced tab's main-thread tasks, in ms: `wall` is how long each took by the clock (what the Long Tasks API
 * and Lighthouse see), `cpu` how long its thread actually ran. On a busy 2-core machine a task of 7 ms of work
 * can take 70 ms by the clock while it waits for a core, so both are given.
 */
export function mainThreadTasks(trace: Buffer) {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const tab = tabRenderers(traceEvents)
  const main = new Set(
    traceEvents
      .filter(
        (event) =>
          event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && tab.has(event.pid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  )
  return traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? 0) / 1000 }))
}
