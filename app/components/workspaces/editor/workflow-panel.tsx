import { CircleCheck } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Form, Link } from 'react-router'
import { CodeSnippet } from '~/components/calculators/code-snippet'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { When } from '~/components/when'
import type { WorkflowIntent } from '~/lib/workspaces/workflow-buttons'

type Props = {
  allowed: Set<WorkflowIntent>
  /** The approve button shows disabled with this reason (a second person must approve). */
  approveBlocked: string | null
  latestNumber: number
  archived: boolean
  published: boolean
  reviewUrl: string | undefined
  reviewLinks: { id: string; createdAt: Date | string; expiresAt: Date | string }[]
  embedCode: string | undefined
  /** The published calculator on a sample page, uncounted (decision 0096), for those who may preview. */
  previewUrl?: string | undefined
  /** A refused approval because a newer revision was saved meanwhile. */
  stale: { notice: string; newer: number } | undefined
  /** The accessibility conformance report of the newest revision, for those who may approve. */
  conformanceUrl: string | undefined
}

/**
 * Approval, review links, archive/restore, the conformance report and the embed code: only the actions the
 * shared rule allows.
 */
export function WorkflowPanel(props: Props) {
  const { allowed, latestNumber, archived, published, reviewUrl, reviewLinks, embedCode, stale } = props
  const { conformanceUrl, approveBlocked, previewUrl } = props
  return (
    <section className="mt-10 grid gap-4" aria-labelledby="approval-heading">
      <h2 id="approval-heading" className="text-xl font-bold">
        Approval
      </h2>
      {stale ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {stale.notice}{' '}
          <a href="#revision-state" className="font-semibold underline">
            See revision {stale.newer}
          </a>
        </p>
      ) : null}
      {approveBlocked ? (
        <p id="approve-blocked" className="text-sm text-slate-700" data-testid="approve-blocked">
          {approveBlocked}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {allowed.has('approve') ? (
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="revision" value={latestNumber} />
            <Button type="submit" size="sm" className="bg-green-800 hover:bg-green-900">
              <Icon icon={CircleCheck} className="size-4" />
              Approve and publish
            </Button>
          </Form>
        ) : null}
        {approveBlocked ? (
          <Button
            type="button"
            size="sm"
            disabled
            aria-describedby="approve-blocked"
            className="bg-green-800 hover:bg-green-900"
          >
            <Icon icon={CircleCheck} className="size-4" />
            Approve and publish
          </Button>
        ) : null}
        {allowed.has('request-approval') ? (
          <Intent intent="request-approval" label="Request approval" />
        ) : null}
        {allowed.has('review-link') ? (
          <Intent intent="review-link" label="Create review link" variant="secondary" />
        ) : null}
        {allowed.has('restore') ? <Intent intent="restore" label="Restore" variant="secondary" /> : null}
        {allowed.has('archive') ? (
          <>
            <Form method="post" id="archive-form" />
            <ConfirmDialog
              trigger={
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  className="ml-auto border-red-700 text-red-800 hover:bg-red-50"
                >
                  Archive
                </Button>
              }
              title="Archive this calculator?"
              description={
                published
                  ? 'Visitors of your site will see “This calculator is no longer available.” in its place until you restore it. Its revisions, leads and history are kept.'
                  : 'It will be set aside; nothing is published yet. You can restore it later.'
              }
              confirmLabel="Archive"
              form="archive-form"
              name="intent"
              value="archive"
            />
          </>
        ) : null}
      </div>
      {conformanceUrl ? (
        <p className="text-sm text-slate-700">
          For your compliance review: the{' '}
          <Link to={conformanceUrl} className="font-semibold text-brand-700 underline">
            accessibility conformance report
          </Link>{' '}
          of revision {latestNumber} (WCAG 2.2 AA, in the VPAT 2.5 structure), also as a{' '}
          <a href={`${conformanceUrl}.pdf`} className="font-semibold text-brand-700 underline">
            PDF<span className="sr-only"> of the accessibility conformance report</span>
          </a>
          .
        </p>
      ) : null}
      {archived ? (
        <p className="text-sm text-slate-700">
          Archived: visitors see “This calculator is no longer available.” Restore it to show the published
          revision again.
        </p>
      ) : null}
      {reviewUrl ? (
        <p className="text-sm">
          Review link (shown once, valid 14 days):{' '}
          <a className="break-all text-brand-700 underline" href={reviewUrl} data-testid="review-url">
            {reviewUrl}
          </a>
        </p>
      ) : null}
      {reviewLinks.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {reviewLinks.map((link) => (
            <li key={link.id}>
              Review link created <When at={link.createdAt} />, expires <When at={link.expiresAt} />
              <Intent
                intent="revoke-review-link"
                label="Revoke"
                variant="secondary"
                extra={{ linkId: link.id }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {embedCode ? <CodeSnippet code={embedCode} label="Embed code" /> : null}
      {previewUrl ? (
        <p>
          <Link to={previewUrl} className="font-semibold text-brand-700 underline">
            Preview on a sample page
          </Link>
          <span className="text-sm text-slate-600">
            {' '}
            · your page’s look around it; views there are not counted
          </span>
        </p>
      ) : null}
    </section>
  )
}

export function Intent({
  intent,
  label,
  variant,
  extra = {},
}: {
  intent: string
  label: string
  variant?: 'secondary'
  extra?: Record<string, string>
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  )
}
