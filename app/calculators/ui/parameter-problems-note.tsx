import { createContext, useContext } from 'react'
import type { Lang } from '../branding'
import type { ParameterProblem } from '../kit/parameter-problems'
import { uiText } from './ui-text'

export interface ParameterProblems {
  /** Refused parameters without an input on the form (decision 0047). */
  problems: () => readonly ParameterProblem[]
  /** Whether an input on the form shows an error of its own. */
  highlighted: boolean
}

/** Provided by the fields shell, read by the result summary in place of its generic "correct the fields". */
export const ParameterProblemsContext = createContext<ParameterProblems>({
  problems: () => [],
  highlighted: true,
})

/** Why there are no results: the highlighted fields, and each refused parameter the form cannot show. */
export function ResultErrors({ lang }: { lang: Lang }) {
  const t = uiText[lang]
  const context = useContext(ParameterProblemsContext)
  const problems = context.problems()
  const { highlighted } = context
  const box = 'rounded-lg border border-red-700 bg-red-50 p-4 text-red-800'
  return (
    <div className="grid gap-2">
      {highlighted || problems.length === 0 ? <p className={box}>{t.fixErrors}</p> : null}
      {problems.map((problem) => (
        <p key={problem.param} className={box} data-testid="parameter-problem">
          {t.badParameter(problem.label, problem.param, problem.value)} {problem.message.replace(/\.$/, '')}.{' '}
          <a href={problem.withoutHref} className="font-semibold underline">
            {t.useDefault(problem.label)}
          </a>
        </p>
      ))}
    </div>
  )
}
