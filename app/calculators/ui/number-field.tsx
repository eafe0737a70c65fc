import { useEffect, useId, useRef } from 'react'
import { pickedBeforeHydration } from '~/lib/before-hydration'
import { parseNumber } from '../money'

export type FieldKind = 'money' | 'percent' | 'count'

export interface SliderRange {
  min: number
  max: number
  step: number
}

interface NumberFieldProps {
  name: string
  label: string
  value: string
  onValueChange: (text: string) => void
  kind: FieldKind
  error?: string | undefined
  /** A line under the label (a client's "Rate as of …"), read with the field. */
  note?: string | undefined
  slider?: SliderRange | undefined
  sliderLabel?: string | undefined
  /** Formats a slider position for screen readers ($25,000 or 6.5%). */
  formatValue: (value: number) => string
}

/** A labelled text field for a number (accepts "25,000" or "$25,000") with an optional slider beside it. */
export function NumberField({
  name,
  label,
  value,
  onValueChange,
  kind,
  error,
  note,
  slider,
  sliderLabel,
  formatValue,
}: NumberFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const noteId = `${id}-note`
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  const input = useRef<HTMLInputElement>(null)
  const range = useRef<HTMLInputElement>(null)
  // Text typed, or the slider moved, before the page hydrated is in the field but not in state (scripts load
  // after the first paint, docs/decisions/0008): adopt it once, so the result matches what the visitor sees.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== value) return onValueChange(typed)
    const moved = pickedBeforeHydration(range.current)
    if (moved !== undefined) onValueChange(moved)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])
  const parsed = parseNumber(value)
  const sliderValue = slider
    ? clamp(Number.isFinite(parsed) ? (parsed ?? slider.min) : slider.min, slider)
    : 0
  return (
    <div className="calc-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {note ? (
        <p id={noteId} className="calc-note mb-1 text-xs text-slate-600" data-testid="rate-as-of">
          {note}
        </p>
      ) : null}
      <div className="relative">
        {kind === 'money' ? (
          <span aria-hidden="true" className="calc-affix left-3">
            $
          </span>
        ) : null}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`calc-input ${kind === 'money' ? 'pl-7' : 'pl-3'} ${kind === 'percent' ? 'pr-8' : 'pr-3'}`}
        />
        {kind === 'percent' ? (
          <span aria-hidden="true" className="calc-affix right-3">
            %
          </span>
        ) : null}
      </div>
      {slider ? (
        <input
          ref={range}
          type="range"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={sliderValue}
          aria-label={sliderLabel ?? label}
          aria-valuetext={formatValue(sliderValue)}
          onChange={(event) => onValueChange(event.target.value)}
          className="calc-range"
        />
      ) : null}
      <p id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  )
}

function clamp(value: number, range: SliderRange): number {
  return Math.min(range.max, Math.max(range.min, value))
}
