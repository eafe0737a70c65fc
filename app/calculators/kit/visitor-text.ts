import type { Lang } from '../branding'

const en = {
  tools: 'Share and compare',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  copyThisLink: 'Copy this link:',
  link: 'Link to these results',
  addScenario: 'Add scenario',
  scenariosFull: 'Up to three scenarios: remove one to add another.',
  scenarios: 'Scenarios',
  scenario: (index: number) => `Scenario ${index}`,
  remove: (index: number) => `Remove scenario ${index}`,
  removeShort: 'Remove',
  differences: 'Differences',
  versus: 'vs',
  noDifference: 'The scenarios have the same inputs.',
  inputs: 'Inputs',
  results: 'Results',
  unavailable: 'Not available',
  downloadPdf: 'Download PDF',
  emailReport: 'E-mail my results',
}

export type VisitorText = typeof en

const es: VisitorText = {
  tools: 'Compartir y comparar',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  copyThisLink: 'Copie este enlace:',
  link: 'Enlace a estos resultados',
  addScenario: 'Añadir escenario',
  scenariosFull: 'Hasta tres escenarios: quite uno para añadir otro.',
  scenarios: 'Escenarios',
  scenario: (index) => `Escenario ${index}`,
  remove: (index) => `Quitar el escenario ${index}`,
  removeShort: 'Quitar',
  differences: 'Diferencias',
  versus: 'frente a',
  noDifference: 'Los escenarios tienen los mismos datos.',
  inputs: 'Datos',
  results: 'Resultados',
  unavailable: 'No disponible',
  downloadPdf: 'Descargar PDF',
  emailReport: 'Enviarme los resultados',
}

export const visitorText: Record<Lang, VisitorText> = { en, es }
