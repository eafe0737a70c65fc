import { useRef, type ComponentProps, type ReactNode } from 'react'
import { Input, Label } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { useAdoptTicked, useAdoptTyped } from '~/lib/use-before-hydration'
import type { BuilderProblem } from '~/lib/specialty/builder-problems'

/**
 * A field is a column whose label sits right above its box, at the bottom of its grid cell: boxes in a row
 * line up when one label wraps onto two lines and its neighbour's does not.
 */
const FIELD = 'flex flex-col'

/** A labelled text field of the builder, its value in the builder's state (no form name: the state is sent). */
export function BuilderField({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  className,
  ...props
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  describedBy?: string
  invalid?: boolean
} & Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'>) {
  const field = useRef<HTMLInputElement>(null)
  useAdoptTyped(field, onChange)
  return (
    <div className={cn(FIELD, className)}>
      <Label htmlFor={id} className="mt-auto">
        {label}
      </Label>
      <Input
        ref={field}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        {...props}
      />
    </div>
  )
}

/** A labelled text area of the builder (an input's choices, one a line), kept like the other fields. */
export function BuilderTextarea({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  className?: string
}) {
  const area = useRef<HTMLTextAreaElement>(null)
  useAdoptTyped(area, onChange)
  return (
    <div className={cn(FIELD, className)}>
      <Label htmlFor={id} className="mt-auto">
        {label}
      </Label>
      <textarea
        ref={area}
        id={id}
        className="form-field min-h-20"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

export function BuilderSelect({
  id,
  label,
  value,
  onChange,
  children,
  className,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
  className?: string
}) {
  const select = useRef<HTMLSelectElement>(null)
  useAdoptTyped(select, onChange)
  return (
    <div className={cn(FIELD, className)}>
      <Label htmlFor={id} className="mt-auto">
        {label}
      </Label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="form-field"
      >
        {children}
      </select>
    </div>
  )
}

/** A checkbox of the builder with its label after it; ticked or cleared before hydration, it stays so. */
export function BuilderCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  const box = useRef<HTMLInputElement>(null)
  useAdoptTicked(box, onChange)
  return (
    <label className="flex items-center gap-2 font-semibold text-slate-800">
      <input
        ref={box}
        type="checkbox"
        className="size-5 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}

/** The problems of one part of the builder, in plain words, right under what caused them. */
export function PartProblems({ id, problems }: { id: string; problems: BuilderProblem[] }) {
  if (problems.length === 0) return null
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm" data-testid="part-problems">
      {problems.map((problem, index) => (
        <li key={index} className="rounded-md bg-red-50 px-2 py-1 break-words text-red-900">
          <WithCode text={problem.message} />
        </li>
      ))}
    </ul>
  )
}

/** A message with its `names` set as code (the model writes them between backticks). */
export function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-semibold">
        {part}
      </code>
    ) : (
      part
    ),
  )
}

/** An "Add…" or "Remove…" button of a list of the builder. */
export function ListButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-slate-50"
      {...props}
    />
  )
}

export const sectionClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6'
export const rowClass = 'min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3'
