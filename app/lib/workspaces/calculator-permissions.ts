import { can, type Actor } from '~/lib/access/policy'

/** What a member may do with one calculator: the page's buttons and the server's checks both read this. */
export type CalculatorPermissions = {
  edit: boolean
  approve: boolean
  archive: boolean
  conformance: boolean
}

export function calculatorPermissions(actor: Actor, workspaceId: string): CalculatorPermissions {
  return {
    edit: can(actor, 'revision.edit', { workspaceId }),
    approve:
      can(actor, 'revision.approve', { workspaceId }) && can(actor, 'revision.publish', { workspaceId }),
    archive: can(actor, 'calculator.archive', { workspaceId }),
    conformance: can(actor, 'conformance.download', { workspaceId }),
  }
}
