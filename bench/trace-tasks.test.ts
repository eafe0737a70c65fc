import { describe, expect, it } from 'vitest'
import { mainThreadTasks } from './trace-tasks'

const thread = (pid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: pid,
  args: { name },
})
const task = (pid: number, ms: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  dur: ms * 1000,
  tdur: ms * 1000,
})

// A page load as Chromium traces it: the tab starts on about:blank (renderer 10), commits the page in renderer 11,
// and Chromium's own omnibox popup (renderer 12) happens to start during the load.
const trace = (events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }))
const load = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    args: { data: { frames: [{ processId: 10, url: 'about:blank' }] } },
  },
  {
    name: 'FrameCommittedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    args: { data: { processId: 11, url: 'http://127.0.0.1:3000/contact-us' } },
  },
  {
    name: 'FrameCommittedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    args: { data: { processId: 12, url: 'chrome://omnibox-popup.top-chrome/' } },
  },
  thread(10, 'CrRendererMain'),
  thread(11, 'CrRendererMain'),
  thread(12, 'CrRendererMain'),
  { ...thread(11, 'Compositor'), tid: 99 },
  task(10, 2),
  task(11, 40),
  task(11, 60),
  { ...task(11, 500), tid: 99 },
  task(12, 330),
]

describe('the main-thread tasks of a traced page', () => {
  it("counts the tab's renderers only, not a Chromium page that started during the load", () => {
    const tasks = mainThreadTasks(trace(load))
    expect(tasks.map((one) => one.cpu).sort((a, b) => a - b)).toEqual([2, 40, 60])
  })

  it('reads the renderer from the start of the trace when nothing commits during it (typing)', () => {
    const typing = [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        args: { data: { frames: [{ processId: 11, url: 'http://127.0.0.1:3000/embed/loan-calculator' }] } },
      },
      thread(11, 'CrRendererMain'),
      thread(12, 'CrRendererMain'),
      task(11, 7),
      task(12, 330),
    ]
    expect(mainThreadTasks(trace(typing))).toEqual([{ wall: 7, cpu: 7 }])
  })
})
