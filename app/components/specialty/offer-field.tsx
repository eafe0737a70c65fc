import { Label } from '~/components/ui/input'

/** Where a new specialty calculator is offered: the catalogue, or one workspace. */
export function OfferField({ id, workspaces }: { id: string; workspaces: { id: string; name: string }[] }) {
  return (
    <div>
      <Label htmlFor={id}>Offered to</Label>
      <select
        id={id}
        name="offer"
        defaultValue="catalogue"
        className="form-field"
        aria-describedby={`${id}-hint`}
      >
        <option value="catalogue">The catalogue (every workspace)</option>
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            Only {workspace.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Stored now; workspaces offer specialty calculators in a later release.
      </p>
    </div>
  )
}
