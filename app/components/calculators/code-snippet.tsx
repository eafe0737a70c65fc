import { Check, Copy } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { useId, useRef, useState } from 'react'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'

/** A read-only code block with a Copy button; where the clipboard is refused, the code is selected instead. */
export function CodeSnippet({ label, code }: { label: string; code: string }) {
  const headingId = useId()
  const codeRef = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      toast.success('Copied')
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      const node = codeRef.current
      if (!node) return
      const range = document.createRange()
      range.selectNodeContents(node)
      window.getSelection()?.removeAllRanges()
      window.getSelection()?.addRange(range)
      node.focus()
      toast.info('Press Ctrl+C (⌘C on a Mac) to copy the selected code.')
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {label}
        </h3>
        <Button type="button" variant="secondary" size="sm" onClick={copy} aria-describedby={headingId}>
          {copied ? <Icon icon={Check} className="size-4" /> : <Icon icon={Copy} className="size-4" />}
          Copy
        </Button>
      </div>
      <pre
        ref={codeRef}
        tabIndex={0}
        aria-labelledby={headingId}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm whitespace-pre-wrap break-all text-slate-100"
      >
        <code>{code}</code>
      </pre>
    </div>
  )
}
