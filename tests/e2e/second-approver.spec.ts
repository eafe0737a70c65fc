import { mailedLink, unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createLoanCalculator, signUpAndVerify, openWorkspacePage } from './workspace-support'

const OWN_REVISION = 'You saved this revision. This workspace requires a second person to approve it.'

// "Require a second person to approve" (issue 34 §4): the owner turns it on once a second member may approve;
// her own revision's approve button is disabled and says why, and the approver publishes it.
test(
  'with a second approver required, the author cannot approve her revision and another approver publishes it',
  { tag: '@postgres' },
  async ({ browser }) => {
    const run = unique()
    const ownerEmail = `second-owner-${run}@example.com`
    const approverEmail = `second-approver-${run}@example.com`
    const company = `Second Eyes Bank ${run}`
    const owner = await signUpAndVerify(browser, ownerEmail)
    await createLoanCalculator(owner, company, 'Auto loan')
    const calculatorUrl = owner.url()

    // Alone, the owner cannot require a second person.
    await openWorkspacePage(owner, 'Members')
    await hydrated(owner)
    await owner.getByLabel('Require a second person to approve').check()
    await owner.getByRole('button', { name: 'Save approval setting' }).click()
    await expect(owner.getByText(/Only one member of this workspace may approve/)).toBeVisible()
    // Refused: the box shows the stored value again (issue 48 §3).
    await expect(owner.getByLabel('Require a second person to approve')).not.toBeChecked()

    await owner.getByLabel('E-mail').fill(approverEmail)
    await owner.getByLabel('Role', { exact: true }).selectOption('approver')
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(approverEmail)
    const approver = await signUpAndVerify(browser, approverEmail)
    await approver.goto(
      await mailedLink(
        approverEmail,
        'You are invited to a workspace on Brightline Digital',
        '/workspace/invitations/',
      ),
    )
    await approver.getByRole('button', { name: 'Accept invitation' }).click()
    await expect(approver.getByRole('heading', { name: 'Calculators' })).toBeVisible()

    await owner.reload()
    await hydrated(owner)
    await owner.getByLabel('Require a second person to approve').check()
    await owner.getByRole('button', { name: 'Save approval setting' }).click()
    await expect(owner.getByText('A second person must now approve.')).toBeVisible()

    await owner.goto(calculatorUrl)
    const approve = owner.getByRole('button', { name: 'Approve and publish' })
    await expect(approve).toBeDisabled()
    await expect(approve).toHaveAccessibleDescription(OWN_REVISION)
    await expect(owner.getByText(OWN_REVISION)).toBeVisible()
    expect(await seriousAxeViolations(owner)).toEqual([])
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await owner.setViewportSize({ width, height })
      await owner.getByText(OWN_REVISION).scrollIntoViewIfNeeded()
      await owner.screenshot({ path: `/tmp/shots-identity/approve-disabled-${width}.png` })
    }

    await approver.goto(calculatorUrl)
    await hydrated(approver)
    await approver.getByRole('button', { name: 'Approve and publish' }).click()
    await expect(approver.getByTestId('revision-state')).toHaveText('Revision 1: Published')
  },
)
