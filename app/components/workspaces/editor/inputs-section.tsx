import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Limits, RateLinks } from '~/db/workspace-schema'
import { typedBeforeHydration } from '~/lib/before-hydration'
import { formatDay } from '~/lib/rate-sheet/rate-sheet'
import type { RateOption } from '~/lib/rate-sheet/rate-notes'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { Section } from './section'

type Props = {
  inputs: readonly EditorInput[]
  defaults: Record<string, string>
  limits: Limits
  rateLinks: RateLinks
  rates: readonly RateOption[]
  workspaceId: string
  initial: (name: string, saved: string | undefined) => string
  errors: Record<string, string | undefined>
}

const cellClass =
  'h-8 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700'

/** Each input under its label: default, minimum and maximum side by side. */
export function InputsSection({
  inputs,
  defaults,
  limits,
  rateLinks,
  rates,
  workspaceId,
  initial,
  errors,
}: Props) {
  // Which rate inputs take their default from the rate sheet: their own default cell is then not used.
  const [links, setLinks] = useState(() =>
    Object.fromEntries(
      inputs
        .filter((input) => input.rate)
        .map(({ param }) => [param, initial(linkName(param), rateLinks[param])]),
    ),
  )
  // A rate chosen before the scripts arrived stays: the select's first re-render would write `links` over it.
  const grid = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const form = grid.current?.closest('form') ?? null
    const typed = typedBeforeHydration(form, Object.keys(links).map(linkName))
    const chosen = Object.keys(links).flatMap((param) => {
      const id = typed[linkName(param)]
      return id === undefined ? [] : [[param, id] as const]
    })
    if (chosen.length > 0) setLinks((now) => ({ ...now, ...Object.fromEntries(chosen) }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])
  return (
    <Section title="Inputs">
      {errors.defaults ? (
        <p id="defaults-error" role="alert" className="text-sm text-red-700">
          {errors.defaults}
        </p>
      ) : null}
      {/* On a phone each label takes a row of its own, so that the three cells under it are wide enough for
          a whole number ("1500000"); from sm up, label and cells share a row. */}
      <div
        ref={grid}
        className="grid grid-cols-3 items-center gap-x-2 gap-y-1 text-sm sm:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]"
      >
        <span className="hidden text-xs font-semibold text-slate-600 sm:block">Input</span>
        <span className="text-xs font-semibold text-slate-600">Default</span>
        <span className="text-xs font-semibold text-slate-600">Min</span>
        <span className="text-xs font-semibold text-slate-600">Max</span>
        {inputs.map(({ param, label, numeric, builtIn, rate }) => {
          const linked = Boolean(rate && links[param])
          const cells = [
            { name: `default.${param}`, aria: `${label}: default`, saved: defaults[param] },
            ...(numeric
              ? [
                  { name: `min.${param}`, aria: `${label}: minimum`, saved: limits[param]?.min?.toString() },
                  { name: `max.${param}`, aria: `${label}: maximum`, saved: limits[param]?.max?.toString() },
                ]
              : []),
          ]
          const rowErrors = [...cells.map((cell) => cell.name), ...(rate ? [linkName(param)] : [])].filter(
            (name) => errors[name],
          )
          return (
            <div key={param} className="contents">
              <span className="col-span-3 mt-1 leading-tight break-words text-slate-800 sm:col-span-1 sm:mt-0">
                {label}
              </span>
              {cells.map((cell) => (
                <input
                  // A linked input's own default is not used: the cell empties (and is kept read-only).
                  key={`${cell.name}${linked && cell.name.startsWith('default.') ? ':linked' : ''}`}
                  name={cell.name}
                  aria-label={cell.aria}
                  maxLength={LIMITS.param}
                  inputMode={cell.name.startsWith('default.') && !numeric ? undefined : 'decimal'}
                  defaultValue={
                    linked && cell.name.startsWith('default.') ? '' : initial(cell.name, cell.saved)
                  }
                  placeholder={cell.name.startsWith('default.') ? (linked ? 'Linked' : builtIn) : undefined}
                  readOnly={linked && cell.name.startsWith('default.')}
                  aria-invalid={errors[cell.name] ? true : undefined}
                  aria-describedby={errors[cell.name] ? `${cell.name}-error` : undefined}
                  className={cellClass}
                />
              ))}
              {numeric ? null : <span className="col-span-2" />}
              {rate ? (
                <div className="col-span-3 mb-1 flex sm:col-span-4 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                  <label htmlFor={`rate-link-${param}`} className="text-slate-700">
                    {label}: default is
                  </label>
                  <select
                    id={`rate-link-${param}`}
                    name={linkName(param)}
                    value={links[param] ?? ''}
                    onChange={(event) => setLinks((now) => ({ ...now, [param]: event.target.value }))}
                    aria-invalid={errors[linkName(param)] ? true : undefined}
                    aria-describedby={
                      errors[linkName(param)] ? `${linkName(param)}-error` : `rate-link-${param}-hint`
                    }
                    data-testid={`rate-link-${param}`}
                    className="h-8 max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-xs"
                  >
                    <option value="">a number (typed above)</option>
                    {rates.map((option) => (
                      <option key={option.id} value={option.id}>
                        from the rate sheet: {option.product}
                        {option.rate ? ` (${option.rate}%)` : ' (not in force)'}
                      </option>
                    ))}
                  </select>
                  <span id={`rate-link-${param}-hint`} className="text-slate-600">
                    {linked ? (
                      linkedHint(rates.find((option) => option.id === links[param]))
                    ) : rates.length === 0 ? (
                      <>
                        Add rates on the{' '}
                        <Link to={`/workspace/${workspaceId}/rates`} className="underline">
                          Rates
                        </Link>{' '}
                        tab to link one.
                      </>
                    ) : null}
                  </span>
                </div>
              ) : null}
              {rowErrors.length > 0 ? (
                <p className="col-span-3 text-xs text-red-700 sm:col-span-4" role="alert">
                  {rowErrors.map((name) => (
                    <span key={name} id={`${name}-error`} className="block">
                      {errors[name]}
                    </span>
                  ))}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </Section>
  )
}

/** The form field that links rate input `param` to the rate sheet. */
const linkName = (param: string) => `rateLink.${param}`

function linkedHint(option: RateOption | undefined) {
  const shown =
    option?.rate && option.asOf
      ? `Now ${option.rate}%, as of ${formatDay(option.asOf)}. `
      : 'Not in force now: the field starts empty. '
  return `${shown}The approved rate in force is the default; none once it expires.`
}
