import { unique } from './accounts-support'
import { expect, hydrated, seriousAxeViolations, test } from './fixtures'
import { createLoanCalculator, signUpAndVerify, openWorkspacePage } from './workspace-support'

// Revoking an invitation asks first, in an accessible dialog that says what happens; Cancel changes nothing.
test('a refused invitation focuses its field; revoking one asks first and Cancel keeps it', async ({
  browser,
}) => {
  const run = unique()
  const owner = await signUpAndVerify(browser, `members-owner-${run}@example.com`)
  await createLoanCalculator(owner, `Members Bank ${run}`, 'Auto loan')
  // A new workspace's inbox says what will arrive there.
  await owner.getByRole('link', { name: 'Leads' }).click()
  await expect(owner.getByText('No leads yet.')).toBeVisible()
  await openWorkspacePage(owner, 'Members')
  // A refused invitation focuses the field it is about, marked invalid and described by the message.
  await owner.getByLabel('E-mail').fill('teammate@localhost')
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  const email = owner.getByLabel('E-mail')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.')

  const invited = `invited-${run}@example.com`
  await owner.getByLabel('E-mail').fill(invited)
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  const pending = owner.getByRole('list', { name: 'Pending invitations' })
  await expect(pending).toContainText(invited)
  // The field is empty for the next invitation (issue 48 §3).
  await expect(owner.getByLabel('E-mail')).toHaveValue('')

  await pending.getByRole('button', { name: `Revoke the invitation of ${invited}` }).click()
  const dialog = owner.getByRole('alertdialog', { name: `Revoke the invitation of ${invited}?` })
  await expect(dialog).toContainText('stops working')
  expect(await seriousAxeViolations(owner)).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await owner.reload()
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toContainText(invited)
  await hydrated(owner)

  await owner
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('button', { name: `Revoke the invitation of ${invited}` })
    .click()
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Revoke invitation' }).click()
  await expect(owner.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0)
  await owner.reload()
  await expect(owner.getByText(invited)).toHaveCount(0)
})
