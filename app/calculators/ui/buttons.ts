/** The calculators' outlined button in the brand colour: `.calc-button` in app/theme.css (decision 0045). */
export const secondaryButton = 'calc-button'
