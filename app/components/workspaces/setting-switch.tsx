import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * One workspace switch an owner turns on or off: a checkbox with its name and what it does, and a save button
 * that says when it is saving. The page's action reads `intent` and `on` ("on" when ticked).
 */
export function SettingSwitch({
  intent,
  on,
  label,
  hint,
  save,
  className,
  children,
}: {
  intent: string
  on: boolean
  label: string
  hint: string
  save: string
  className?: string
  children?: ReactNode
}) {
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  // Once a save is answered, the box shows the stored value again: a refused change does not stay ticked.
  const [answered, setAnswered] = useState(0)
  const wasSaving = useRef(false)
  useEffect(() => {
    if (saving) wasSaving.current = true
    else if (wasSaving.current) {
      wasSaving.current = false
      setAnswered((count) => count + 1)
    }
  }, [saving])
  return (
    <Form method="post" className={className ?? 'mt-4 grid gap-3'}>
      <input type="hidden" name="intent" value={intent} />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="on"
          value="on"
          defaultChecked={on}
          key={`${on}-${answered}`}
          className="mt-1 size-4"
        />
        <span>
          <span className="font-semibold">{label}</span>
          <span className="block text-slate-700">{hint}</span>
        </span>
      </label>
      <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={saving}>
        {saving ? 'Saving…' : save}
      </Button>
      {children}
    </Form>
  )
}
