import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

export type AuditCheckResult = {
  firstBreak: { chainId: string; seq: number; id: string | null; reason: string } | null
  summary: string
}

/** "Check the log": the button, its pending state, and the verdict announced to screen readers. */
export function AuditCheck({
  description,
  result,
  showChain,
}: {
  description: string
  result: AuditCheckResult | undefined
  /** Admins see which chain broke; a workspace has one chain. */
  showChain: boolean
}) {
  const checking = useNavigation().state === 'submitting'
  const broken = result?.firstBreak
  return (
    <section aria-labelledby="audit-check" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="audit-check" className="text-lg font-semibold text-slate-900">
        Check the log
      </h2>
      <p className="mb-3 text-sm text-slate-700">{description}</p>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={checking}>
          {checking ? 'Checking…' : 'Check the log'}
        </Button>
        <p role="status" className="text-sm break-words" data-testid="audit-check-result">
          {!result ? null : broken ? (
            <strong className="text-red-800">
              Broken{showChain ? ` in chain ${broken.chainId}` : ''} at entry {broken.seq}
              {broken.id ? ` (id ${broken.id})` : ''}: {broken.reason}.
            </strong>
          ) : (
            <span className="text-emerald-800">Intact: {result.summary}.</span>
          )}
        </p>
      </Form>
    </section>
  )
}
