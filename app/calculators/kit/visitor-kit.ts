import { createContext, useContext } from 'react'
import type { Headline } from '../ui/headline'
import type { CalculatorModule } from './define'

/** What the visitor tools need of the calculator being shown; provided by CalculatorView around every view. */
export interface VisitorKit {
  name: string
  headline: Headline
  today: string
  parameterProblems?: CalculatorModule['parameterProblems']
}

export const VisitorKitContext = createContext<VisitorKit | undefined>(undefined)

export function useVisitorKit(): VisitorKit | undefined {
  return useContext(VisitorKitContext)
}
