import { z } from '~/lib/zod-mini'
import { CALCULATOR_TYPES } from '../registry'

/** The calculator types a client can pick, for forms and stored configurations (e.g. workspaces). */
export const calculatorTypeSchema = z.enum(CALCULATOR_TYPES)

export { CALCULATOR_TYPES, isCalculatorType, type CalculatorType } from '../registry'
