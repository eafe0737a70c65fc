import type { Brand } from '~/calculators/branding'
import { Button } from '~/components/ui/button'

/**
 * "Save to my workspace" for a try page: a plain GET form, so it works before hydration and without
 * JavaScript, and the visitor's choices travel in the URL (through /auth when signed out).
 */
export function SaveToWorkspace({ type, brand }: { type: string; brand: Brand }) {
  return (
    <form method="get" action="/workspace/save" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="type" value={type} />
      {(['color', 'accent', 'font', 'lang'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={brand[name]} />
      ))}
      <Button type="submit" variant="secondary">
        Save to my workspace
      </Button>
      <span className="text-sm text-slate-600">
        Keep this calculator with your brand, approve it, publish it.
      </span>
    </form>
  )
}
