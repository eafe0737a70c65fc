/**
 * The uncounted preview of a published calculator (decision 0096). The workspace's preview page frames
 * `/embed/c/<publicId>?preview=1` through the real loader (`data-preview`); the server treats it as a preview
 * only for a signed-in member of the calculator's workspace, framed by our own origin. Anyone else gets the
 * ordinary, counted embed: the flag alone changes nothing.
 */
export const PREVIEW_PARAM = 'preview'

/** The workspace page that shows a calculator on a sample page of the client's look. */
export const previewPagePath = (workspaceId: string, calculatorId: string) =>
  `/workspace/${workspaceId}/calculators/${calculatorId}/preview`

/** Whether a query string asks for the preview (the server decides whether it is one). */
export const asksForPreview = (search: string | URLSearchParams) =>
  new URLSearchParams(search).get(PREVIEW_PARAM) === '1'

/** `path` with the preview's flag added to its query string. */
export function withPreviewFlag(path: string) {
  return `${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`
}
