import type { Limits } from '~/db/workspace-schema'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { Section } from './section'

type Props = {
  inputs: readonly EditorInput[]
  defaults: Record<string, string>
  limits: Limits
  initial: (name: string, saved: string | undefined) => string
  errors: Record<string, string | undefined>
}

const cellClass =
  'h-8 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700'

/** Each input under its label: default, minimum and maximum side by side. */
export function InputsSection({ inputs, defaults, limits, initial, errors }: Props) {
  return (
    <Section title="Inputs">
      {errors.defaults ? (
        <p id="defaults-error" role="alert" className="text-sm text-red-700">
          {errors.defaults}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-xs font-semibold text-slate-600">Input</span>
        <span className="text-xs font-semibold text-slate-600">Default</span>
        <span className="text-xs font-semibold text-slate-600">Min</span>
        <span className="text-xs font-semibold text-slate-600">Max</span>
        {inputs.map(({ param, label, numeric, builtIn }) => {
          const cells = [
            { name: `default.${param}`, aria: `${label}: default`, saved: defaults[param] },
            ...(numeric
              ? [
                  { name: `min.${param}`, aria: `${label}: minimum`, saved: limits[param]?.min?.toString() },
                  { name: `max.${param}`, aria: `${label}: maximum`, saved: limits[param]?.max?.toString() },
                ]
              : []),
          ]
          const rowErrors = cells.map((cell) => errors[cell.name]).filter(Boolean)
          return (
            <div key={param} className="contents">
              <span className="leading-tight break-words text-slate-800">{label}</span>
              {cells.map((cell) => (
                <input
                  key={cell.name}
                  name={cell.name}
                  aria-label={cell.aria}
                  maxLength={LIMITS.param}
                  inputMode={cell.name.startsWith('default.') && !numeric ? undefined : 'decimal'}
                  defaultValue={initial(cell.name, cell.saved)}
                  placeholder={cell.name.startsWith('default.') ? builtIn : undefined}
                  aria-invalid={errors[cell.name] ? true : undefined}
                  aria-describedby={errors[cell.name] ? `${cell.name}-error` : undefined}
                  className={cellClass}
                />
              ))}
              {numeric ? null : <span className="col-span-2" />}
              {rowErrors.length > 0 ? (
                <p className="col-span-4 text-xs text-red-700" role="alert">
                  {cells.map((cell) =>
                    errors[cell.name] ? (
                      <span key={cell.name} id={`${cell.name}-error`} className="block">
                        {errors[cell.name]}
                      </span>
                    ) : null,
                  )}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </Section>
  )
}
