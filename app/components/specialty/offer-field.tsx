import { Label } from '~/components/ui/input'

/**
 * To whom a specialty calculator is offered: the catalogue (every workspace) or one workspace only; on the
 * publish form also "no one yet". Values: 'catalogue', 'none' or the workspace's id.
 */
export function OfferField({
  id,
  workspaces,
  defaultValue = 'catalogue',
  withNone = false,
  hint = 'Workspaces can add the newest published version offered to them.',
  disabled = false,
}: {
  id: string
  workspaces: { id: string; name: string }[]
  defaultValue?: string
  withNone?: boolean
  hint?: string
  disabled?: boolean
}) {
  return (
    <div className="mb-3">
      <Label htmlFor={id}>Offered to</Label>
      <select
        id={id}
        name="offer"
        defaultValue={defaultValue}
        disabled={disabled}
        className="form-field"
        aria-describedby={`${id}-hint`}
      >
        <option value="catalogue">The catalogue (every workspace)</option>
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            Only {workspace.name}
          </option>
        ))}
        {withNone ? <option value="none">No one yet</option> : null}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  )
}
