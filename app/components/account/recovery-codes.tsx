import { Check, Copy } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/lib/toast'

/** The codes as the text file and the clipboard get them: what they are, whose, and one code a line. */
export function recoveryCodesText(email: string, codes: readonly string[]) {
  return [
    `Brightline Digital recovery codes for ${email}`,
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/** The ten recovery codes, shown once: copied, downloaded as text or printed before the page is left. */
export function RecoveryCodes({ email, codes }: { email: string; codes: readonly string[] }) {
  const headingId = useId()
  const [copied, setCopied] = useState(false)
  const text = recoveryCodesText(email, codes)

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.success('Recovery codes copied.')
    } catch {
      toast.error('Copying did not work', { description: 'Download them as text or print them instead.' })
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-4" data-print-only>
      <h2 id={headingId} className="font-semibold">
        Recovery codes
      </h2>
      <p className="text-sm text-slate-700">
        Keep these somewhere safe: they are not shown again. Each signs you in once if you lose your
        authenticator app.
      </p>
      <p className="hidden text-sm print:block">Brightline Digital account {email}</p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          {copied ? <Icon icon={Check} className="size-4" /> : <Icon icon={Copy} className="size-4" />}
          Copy
        </Button>
        <Button variant="secondary" size="sm" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="brightline-recovery-codes.txt"
          >
            Download as text
          </a>
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </section>
  )
}
