import type { DefinitionProblem } from '~/lib/formulas/check-definition'

/** The checker's problems, each with where in the document it is. */
export function ProblemList({ problems }: { problems: DefinitionProblem[] }) {
  if (problems.length === 0) {
    return <p className="text-green-800">No problems: the definition checks.</p>
  }
  return (
    <>
      <p className="font-semibold text-red-800">
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
      </p>
      <ul aria-label="Problems" className="mt-2 grid gap-1 text-sm">
        {problems.map((problem, index) => (
          <li key={index} className="rounded-md bg-red-50 px-2 py-1 break-words text-red-900">
            <code className="font-semibold">{problem.where}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </>
  )
}
