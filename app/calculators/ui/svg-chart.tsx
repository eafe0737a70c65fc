import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import {
  chartMargins,
  DEFAULT_CHART_WIDTH,
  linePath,
  MIN_CHART_WIDTH,
  niceScale,
  tickIndexes,
} from './chart-geometry'
import { capture, useReportCapture } from '../kit/report-capture'

export interface ChartSeries {
  id: string
  label: string
  values: readonly number[]
  /** A CSS colour, normally a brand custom property such as var(--calc-primary). */
  color: string
  area?: boolean
}

interface SvgChartProps {
  title: string
  /** The text alternative: read by screen readers and shown under the chart. */
  summary: string
  series: readonly ChartSeries[]
  xLabels: readonly string[]
  formatY: (value: number) => string
}

const { left, right, top, bottom } = chartMargins

/**
 * The width the chart is shown at, so that it is drawn in real pixels: its 12 px labels stay 12 px on a phone
 * instead of shrinking with a scaled-down drawing. The height keeps the 2:1 ratio, so nothing moves.
 */
export function useRenderedWidth(ref: RefObject<SVGSVGElement | null>) {
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(Math.max(MIN_CHART_WIDTH, measured))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

/** A hand-drawn SVG line/area chart (no chart library, to keep the embed bundle small). */
export function SvgChart({ title, summary, series, xLabels, formatY }: SvgChartProps) {
  const id = useId()
  const report = useReportCapture()
  if (report) capture(report.charts, { title, summary, series, xLabels, formatY }, (chart) => chart.title)
  const svgRef = useRef<SVGSVGElement>(null)
  const width = useRenderedWidth(svgRef)
  const height = width / 2
  const { max, step } = niceScale(Math.max(0, ...series.flatMap((item) => item.values)))
  const count = Math.max(...series.map((item) => item.values.length), 1)
  const x = (index: number) => left + (count === 1 ? 0 : (index / (count - 1)) * (width - left - right))
  const y = (value: number) => top + (1 - value / max) * (height - top - bottom)
  const gridValues = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step)
  return (
    <figure className="calc-chart m-0">
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
      >
        {gridValues.map((value) => (
          <g key={value}>
            <line x1={left} x2={width - right} y1={y(value)} y2={y(value)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={left - 6} y={y(value) + 4} textAnchor="end" fontSize="12" fill="#475569">
              {formatY(value)}
            </text>
          </g>
        ))}
        {tickIndexes(count, 6).map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 8}
            // The last label ends at its point: centred there, its second half would fall outside the chart.
            textAnchor={index === count - 1 && count > 1 ? 'end' : 'middle'}
            fontSize="12"
            fill="#475569"
          >
            {xLabels[index]}
          </text>
        ))}
        {series.map((item) => {
          const d = linePath(item.values, x, y)
          return (
            <g key={item.id}>
              {item.area && d ? (
                <path
                  d={`${d} L${x(item.values.length - 1)},${y(0)} L${x(0)},${y(0)} Z`}
                  fill={item.color}
                  fillOpacity="0.25"
                />
              ) : null}
              <path data-series={item.id} d={d} fill="none" stroke={item.color} strokeWidth="2.5" />
            </g>
          )
        })}
      </svg>
      <ChartKey id={id} series={series} summary={summary} />
    </figure>
  )
}

/**
 * Under a chart: its key (hidden from screen readers, whom the summary tells) and its text alternative, the
 * caption the chart's `aria-describedby` names (`${id}-summary`). The calculators' charts and the usage chart.
 */
export function ChartKey({
  id,
  series,
  summary,
}: {
  id: string
  series: readonly { id: string; label: string; color: string }[]
  summary: string
}) {
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {series.map((item) => (
          <li key={item.id} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: item.color }} />
            {item.label}
          </li>
        ))}
      </ul>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
        {summary}
      </figcaption>
    </>
  )
}
