import { lazy, Suspense, useId, useState, type ComponentProps } from 'react'
import { useReportCapture } from '../kit/report-capture'
import { secondaryButton } from './buttons'
import { useClientOptions } from './client-options'
import { EarlyButton } from './early-button'
import type { ScheduleTableProps } from './schedule-table'
import type { SvgChart as EagerChart } from './svg-chart'
import { uiText } from './ui-text'

// Charts and schedules come in their own chunk, fetched while the inputs hydrate: on a server-rendered page
// their HTML shows at once and React hydrates them when the chunk arrives, so the main-thread work before the
// form answers stays small (issue 15).
const Chart = lazy(() => import('./svg-chart').then((module) => ({ default: module.SvgChart })))
const Schedule = lazy(() => import('./schedule-table').then((module) => ({ default: module.ScheduleTable })))

/** The chart, unless the client turned charts off for this calculator. */
export function SvgChart(props: ComponentProps<typeof EagerChart>) {
  if (!useClientOptions().chart) return null
  return (
    <Suspense fallback={null}>
      <Chart {...props} />
    </Suspense>
  )
}

/**
 * The schedule behind "Show schedule": rendered on demand, not in the page's HTML (a 360-row schedule was
 * most of an embed's bytes and pushed the call to action thousands of pixels down). None when the client
 * turned schedules off. A click before hydration is held and replayed (EarlyButton).
 */
export function ScheduleTable(props: ScheduleTableProps) {
  const { schedule } = useClientOptions()
  // A PDF report renders the view once on the server and needs the whole schedule in it.
  const [open, setOpen] = useState(Boolean(useReportCapture()))
  const id = useId()
  if (!schedule) return null
  const t = uiText[props.lang]
  return (
    <div className="mt-6">
      <EarlyButton
        className={`${secondaryButton} print:hidden`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t.hideSchedule : t.showSchedule}
      </EarlyButton>
      <div id={id}>
        {open ? (
          <Suspense fallback={null}>
            <Schedule key={props.view} {...props} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
