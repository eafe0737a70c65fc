import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Label } from '~/components/ui/input'
import { FUNCTION_ARITY } from '~/lib/formulas/catalogue'
import { FUNCTION_HELP } from '~/lib/formulas/functions'
import { cn } from '~/lib/cn'
import { useAdoptTyped } from '~/lib/use-before-hydration'

const FUNCTIONS = [...FUNCTION_ARITY.keys()]
const MAX_SUGGESTIONS = 8

/** The name being typed just before the caret ("Amo" in "ROUND(Amo|"), with where it starts. */
function wordAt(text: string, caret: number) {
  const match = /[A-Za-z_][A-Za-z0-9_]*$/.exec(text.slice(0, caret))
  return match ? { word: match[0], start: caret - match[0].length } : undefined
}

/** The function whose parentheses the caret is in, innermost first ("PMT" in "-PMT(rate, |"). */
function callAt(text: string, caret: number): string | undefined {
  const open: string[] = []
  for (const match of text.slice(0, caret).matchAll(/([A-Za-z_]\w*)\s*\(|\(|\)/g)) {
    if (match[0] === ')') open.pop()
    else open.push(match[1]?.toUpperCase() ?? '')
  }
  return [...open].reverse().find((name) => FUNCTION_HELP[name])
}

/**
 * One formula line: a text field with a list of the input and formula names and the functions that start with
 * what is typed (an ARIA combobox: arrows choose, Enter takes, Escape closes) and the help of the function the
 * caret is in.
 */
export function FormulaField({
  id,
  label,
  value,
  onChange,
  names,
  problemsId,
  invalid,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  names: string[]
  problemsId?: string
  invalid: boolean
}) {
  const field = useRef<HTMLInputElement>(null)
  useAdoptTyped(field, onChange)
  // Where the caret goes once a taken name is in the field: set before the next key is read, never later.
  const pendingCaret = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return
    field.current?.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })
  const [caret, setCaret] = useState(value.length)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const typed = wordAt(value, caret)
  const suggestions = typed
    ? [...names, ...FUNCTIONS]
        .filter((name) => name.toLowerCase().startsWith(typed.word.toLowerCase()) && name !== typed.word)
        .slice(0, MAX_SUGGESTIONS)
    : []
  const shown = open && suggestions.length > 0
  const activeName = shown ? suggestions[Math.min(active, suggestions.length - 1)] : undefined
  const helpName = activeName && FUNCTION_HELP[activeName] ? activeName : callAt(value, caret)
  const listId = `${id}-names`
  const helpId = `${id}-function-help`

  const take = (name: string) => {
    if (!typed) return
    const insert = FUNCTION_HELP[name] ? `${name}(` : name
    const next = value.slice(0, typed.start) + insert + value.slice(caret)
    const at = typed.start + insert.length
    onChange(next)
    setCaret(at)
    setOpen(false)
    pendingCaret.current = at
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(shown ? (active + step + suggestions.length) % suggestions.length : 0)
      setOpen(true)
    } else if (event.key === 'Enter' && activeName) {
      event.preventDefault()
      take(activeName)
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault()
      setOpen(false)
    }
  }
  const describedBy = [problemsId, helpName ? helpId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="relative min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={field}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeName ? `${listId}-${activeName}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        className="form-field font-mono"
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          setCaret(event.target.selectionStart ?? event.target.value.length)
          setActive(0)
          setOpen(true)
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? value.length)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`Names for ${label}`}
        hidden={!shown}
        className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
      >
        {suggestions.map((name) => (
          <li
            key={name}
            id={`${listId}-${name}`}
            role="option"
            aria-selected={name === activeName}
            className={cn(
              'cursor-pointer px-3 py-1 font-mono',
              name === activeName && 'bg-brand-100 text-slate-900',
            )}
            onMouseDown={(event) => {
              event.preventDefault()
              take(name)
            }}
          >
            {name}
            {FUNCTION_HELP[name] ? <span className="ml-2 font-sans text-slate-600">function</span> : null}
          </li>
        ))}
      </ul>
      {helpName ? (
        <p id={helpId} className="mt-1 text-sm break-words text-slate-700">
          {FUNCTION_HELP[helpName]}
        </p>
      ) : null}
    </div>
  )
}
