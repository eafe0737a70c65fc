import { useId } from 'react'

interface SplitBarProps {
  title: string
  summary: string
  parts: readonly { label: string; value: number; color: string }[]
}

/** A single stacked bar showing how a total divides (e.g. principal vs interest), with its text alternative. */
export function SplitBar({ title, summary, parts }: SplitBarProps) {
  const id = useId()
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0) || 1
  return (
    <figure className="m-0 mt-6">
      <h3 id={`${id}-title`} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <svg
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="block h-6 w-full overflow-hidden rounded"
      >
        {parts.map((part, index) => {
          const before = parts.slice(0, index).reduce((sum, item) => sum + Math.max(0, item.value), 0)
          const width = (Math.max(0, part.value) / total) * 100
          return (
            <rect
              key={part.label}
              data-part={part.label}
              x={(before / total) * 100}
              y="0"
              width={width}
              height="8"
              fill={part.color}
            />
          )
        })}
      </svg>
      <figcaption id={`${id}-summary`} className="mt-2 text-sm text-slate-700">
        {summary}
      </figcaption>
    </figure>
  )
}
