import { useId, useRef, useState } from 'react'
import { useAdoptTyped } from '~/lib/use-before-hydration'
import { checkBrandColour, colourMessage, type BrandColourRole } from '~/lib/workspaces/brand-contrast'
import { Button } from '~/components/ui/button'

type Props = {
  role: BrandColourRole
  label: string
  initial: string
  /** The server's message after a refused save. */
  error: string | undefined
  onChange: () => void
}

/** A swatch and a hex field for one brand colour, refusing (as you pick) a shade text cannot be read on. */
export function ColourInput({ role, label, initial, error, onChange }: Props) {
  const id = useId()
  const [text, setText] = useState(initial)
  // A save's message stands until the colour is changed; from then on the live check speaks.
  const [changed, setChanged] = useState(false)
  // A colour typed before the scripts arrived stays: the field's first re-render would write `text` over it.
  const field = useRef<HTMLInputElement>(null)
  const adopt = (typed: string) => {
    setText(typed)
    setChanged(true)
  }
  useAdoptTyped(field, adopt)
  // So does a colour picked with the swatch.
  const swatchField = useRef<HTMLInputElement>(null)
  useAdoptTyped(swatchField, adopt)
  const check = checkBrandColour(role, text)
  const message = (changed ? undefined : error) ?? colourMessage(role, check)
  const swatch = check.ok || check.reason === 'contrast' ? check.hex : '#000000'
  const set = (value: string) => {
    setText(value)
    setChanged(true)
    // The form's onChange reads the new value after React has rendered it.
    queueMicrotask(onChange)
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={swatchField}
          type="color"
          aria-label={`${label} swatch`}
          value={swatch}
          onChange={(event) => set(event.target.value)}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        />
        <input
          ref={field}
          id={id}
          name={role}
          value={text}
          onChange={(event) => set(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-note`}
          className="h-9 w-full min-w-0 rounded-md border border-slate-300 px-2 font-mono text-sm aria-[invalid=true]:border-red-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700"
        />
      </div>
      <div id={`${id}-note`} className="mt-1 min-h-5 text-xs text-slate-600">
        {message ? (
          <span className="text-red-700">{message}</span>
        ) : (
          <span>
            {role === 'color' ? 'White text on it' : 'Dark text on it'}:{' '}
            {check.ok ? check.ratio.toFixed(1) : '–'}:1 (needs 4.5:1).
          </span>
        )}
      </div>
      {!check.ok && check.reason === 'contrast' ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-7 px-2"
          onClick={() => set(check.suggestion)}
        >
          Use {check.suggestion}
        </Button>
      ) : null}
    </div>
  )
}
