import { SettingSwitch } from './setting-switch'

/** The owner's switch for "Require a second person to approve" on the members page. */
export function ApprovalSetting({ on, manage }: { on: boolean; manage: boolean }) {
  return (
    <section className="mt-10 max-w-xl" aria-labelledby="approval-setting-heading">
      <h2 id="approval-setting-heading" className="text-xl font-bold">
        Approval
      </h2>
      {manage ? (
        <SettingSwitch
          intent="second-approver"
          on={on}
          label="Require a second person to approve"
          hint="The member who saved a revision or proposed a rate cannot approve it."
          save="Save approval setting"
        />
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
