import { useId, useRef } from 'react'
import { chartMargins, tickIndexes, wholeCountScale } from '~/calculators/ui/chart-geometry'
import { ChartKey, useRenderedWidth } from '~/calculators/ui/svg-chart'

export type UsageSeries = { id: string; label: string; color: string; values: readonly number[] }

type UsageChartProps = {
  title: string
  /** The text alternative: read by screen readers and shown under the chart. */
  summary: string
  days: readonly string[]
  series: readonly UsageSeries[]
}

const { left, right, top, bottom } = chartMargins

/** 2026-11-25 → Nov 25. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Counts a day as bars (issue 48 §3): each day its own group of bars, so one busy day reads as one day, not as
 * a line rising over a month; the axis counts in whole numbers.
 */
export function UsageChart({ title, summary, days, series }: UsageChartProps) {
  const id = useId()
  const svgRef = useRef<SVGSVGElement>(null)
  const width = useRenderedWidth(svgRef)
  // Wider than the calculators' 2:1 on a desktop: a month of days reads across, below the table, on one screen.
  const height = Math.round(Math.min(Math.max(width / 3, 200), 320))
  const { max, step } = wholeCountScale(Math.max(0, ...series.flatMap((item) => item.values)))
  const y = (value: number) => top + (1 - value / max) * (height - top - bottom)
  const slot = (width - left - right) / Math.max(days.length, 1)
  const bar = (slot * 0.8) / Math.max(series.length, 1)
  const center = (index: number) => left + (index + 0.5) * slot
  const gridValues = Array.from({ length: max / step + 1 }, (_, index) => index * step)
  return (
    <figure className="m-0">
      <h3 id={`${id}-title`} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="block h-auto w-full"
        data-testid="usage-chart"
      >
        {gridValues.map((value) => (
          <g key={value}>
            <line x1={left} x2={width - right} y1={y(value)} y2={y(value)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={left - 6} y={y(value) + 4} textAnchor="end" fontSize="12" fill="#475569">
              {value.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {tickIndexes(days.length, width < 480 ? 4 : 7).map((index) => (
          <text
            key={index}
            x={center(index)}
            y={height - 8}
            textAnchor={days.length > 1 && index === days.length - 1 ? 'end' : 'middle'}
            fontSize="12"
            fill="#475569"
          >
            {shortDay(days[index] ?? '')}
          </text>
        ))}
        {days.map((day, index) => (
          <g key={day} data-day={day}>
            <title>
              {`${shortDay(day)}: ${series.map((item) => `${item.values[index] ?? 0} ${item.label.toLowerCase()}`).join(', ')}`}
            </title>
            {series.map((item, order) => {
              const value = item.values[index] ?? 0
              if (value <= 0) return null
              // At least a pixel high, so a single view under a tall axis is still there.
              const barTop = Math.min(y(value), y(0) - 1)
              return (
                <rect
                  key={item.id}
                  data-series={item.id}
                  x={center(index) - (bar * series.length) / 2 + order * bar}
                  y={barTop}
                  width={Math.max(bar, 1)}
                  height={y(0) - barTop}
                  fill={item.color}
                />
              )
            })}
          </g>
        ))}
      </svg>
      <ChartKey id={id} series={series} summary={summary} />
    </figure>
  )
}
