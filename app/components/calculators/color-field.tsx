import { useId, useRef, useState } from 'react'
import { contrastRatio, normalizeHex } from '~/calculators/branding'
import { Input, Label } from '~/components/ui/input'
import { useAdoptTyped } from '~/lib/use-before-hydration'

type ColorFieldProps = {
  label: string
  name: string
  value: string
  /** The colour must reach 4.5:1 against this text colour, or the calculator keeps its default. */
  textColor: string
  textColorName: string
  onChange: (hex: string) => void
}

/** A colour picker paired with a hex text field; an invalid hex keeps the last valid colour. */
export function ColorField({ label, name, value, textColor, textColorName, onChange }: ColorFieldProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const [error, setError] = useState<string>()
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    // Changed from outside (reset): show it, unless the text already spells it.
    setShown(value)
    if (normalizeHex(text) !== value) {
      setText(value)
      setError(undefined)
    }
  }
  // A hex code typed before the scripts arrived stays, and brands the preview: the field's first re-render would
  // write `text` over it.
  const field = useRef<HTMLInputElement>(null)
  useAdoptTyped(field, (typed) => fromText(typed))
  // So does a colour picked with the swatch.
  const picker = useRef<HTMLInputElement>(null)
  useAdoptTyped(picker, (picked) => fromText(picked))
  const readable = contrastRatio(value, textColor) >= 4.5
  const noteId = `${id}-note`

  function fromText(input: string) {
    setText(input)
    const hex = normalizeHex(input)
    setError(hex ? undefined : 'Enter a colour as a hex code, like #0f766e.')
    if (hex) onChange(hex)
  }

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          ref={picker}
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onChange={(event) => {
            setText(event.target.value)
            setError(undefined)
            onChange(event.target.value)
          }}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <div className="flex-1">
          <Label htmlFor={id} className="sr-only">
            {label} hex code
          </Label>
          <Input
            ref={field}
            id={id}
            name={name}
            value={text}
            onChange={(event) => fromText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={noteId}
            className="font-mono"
          />
        </div>
      </div>
      <p id={noteId} className="min-h-5 text-sm" role={error ? 'alert' : undefined}>
        {error ? (
          <span className="text-red-700">{error}</span>
        ) : readable ? null : (
          <span className="text-amber-800">
            Too little contrast with {textColorName} text: the calculator will keep its default colour.
          </span>
        )}
      </p>
    </fieldset>
  )
}
