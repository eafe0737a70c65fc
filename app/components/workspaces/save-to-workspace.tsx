import type { Brand } from '~/calculators/branding'
import { Button } from '~/components/ui/button'

/**
 * "Save to my workspace" for a try page: a plain GET form, so it works before hydration and without
 * JavaScript, and the visitor's choices travel in the URL (through /auth when signed out).
 */
export function SaveToWorkspace({ type, brand }: { type: string; brand: Brand }) {
  return (
    <form
      method="get"
      action="/workspace/save"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-brand-50 p-4"
    >
      <input type="hidden" name="type" value={type} />
      {(['color', 'accent', 'font', 'lang'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={brand[name]} />
      ))}
      <Button type="submit">Save to my workspace</Button>
      <span className="text-sm text-slate-700">
        Keep this calculator with your brand, have your team approve it, publish it on your site.
      </span>
    </form>
  )
}
