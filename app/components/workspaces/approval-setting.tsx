import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/** The owner's switch for "Require a second person to approve" on the members page. */
export function ApprovalSetting({ on, manage }: { on: boolean; manage: boolean }) {
  return (
    <section className="mt-10 max-w-xl" aria-labelledby="approval-setting-heading">
      <h2 id="approval-setting-heading" className="text-xl font-bold">
        Approval
      </h2>
      {manage ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="second-approver" />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="on"
              value="on"
              defaultChecked={on}
              key={String(on)}
              className="mt-1 size-4"
            />
            <span>
              <span className="font-semibold">Require a second person to approve</span>
              <span className="block text-slate-700">
                The member who saved a revision or proposed a rate cannot approve it.
              </span>
            </span>
          </label>
          <Button type="submit" size="sm" variant="secondary" className="justify-self-start">
            Save approval setting
          </Button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="approval-setting">
          {on
            ? 'A second person must approve: no one approves the revision they saved or the rate they proposed.'
            : 'The member who saved a revision may approve it.'}
        </p>
      )}
    </section>
  )
}
