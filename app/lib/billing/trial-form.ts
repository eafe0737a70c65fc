import { contrastRatio, WHITE } from '~/calculators/branding'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { z } from '~/lib/zod'

const HEX = /^#[0-9a-f]{6}$/i

/** The trial's start form: the institution (the workspace's name) and its brand colour. */
export const TrialSchema = z.object({
  institution: z
    .string()
    .trim()
    .min(1, 'Institution name is required.')
    .max(LIMITS.workspaceName, `Institution name must be at most ${LIMITS.workspaceName} characters.`),
  color: z
    .string()
    .trim()
    .regex(HEX, 'Enter the colour as # and six hexadecimal digits, for example #0b5ea8.')
    // The calculators put white text on this colour: the same 4.5:1 the editor asks for.
    .refine((hex) => !HEX.test(hex) || contrastRatio(hex, WHITE) >= 4.5, {
      message: 'White text on this colour would be hard to read: choose a darker shade.',
    }),
})
export type TrialInput = z.infer<typeof TrialSchema>

export const TRIAL_DEFAULT_COLOR = '#0b5ea8'
