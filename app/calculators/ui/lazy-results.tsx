import { lazy, Suspense, type ComponentProps } from 'react'
import type { ScheduleTableProps } from './schedule-table'
import type { SvgChart as EagerChart } from './svg-chart'

// Charts and schedules come in their own chunk, fetched while the inputs hydrate: on a server-rendered page
// their HTML shows at once and React hydrates them when the chunk arrives, so the main-thread work before the
// form answers stays small (issue 15).
const Chart = lazy(() => import('./svg-chart').then((module) => ({ default: module.SvgChart })))
const Schedule = lazy(() => import('./schedule-table').then((module) => ({ default: module.ScheduleTable })))

export function SvgChart(props: ComponentProps<typeof EagerChart>) {
  return (
    <Suspense fallback={null}>
      <Chart {...props} />
    </Suspense>
  )
}

export function ScheduleTable(props: ScheduleTableProps) {
  return (
    <Suspense fallback={null}>
      <Schedule {...props} />
    </Suspense>
  )
}
