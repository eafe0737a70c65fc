/*
 * The files an archived page links, and the self-contained copy of it that the "As of" view frames and the
 * examiner bundle carries as view.html (docs/decisions/0058). The archive keeps the page's bytes as served
 * (index.html); the copy differs only in carrying its stylesheet and logo inside it, so it shows the same
 * offline and in a sandboxed frame, which may fetch nothing.
 */

const LINKED =
  /(?:href|src)="(\/assets\/[A-Za-z0-9._-]+\.css|\/brand\/logo\/[0-9a-f]{64}\.(?:png|jpg|webp))"/g

/** Stylesheets and the client's logo the page links: what it needs to look as it did. */
export function linkedFiles(html: string): string[] {
  return [...new Set([...html.matchAll(LINKED)].map((match) => match[1]!))]
}

type File = { path: string; contentType: string; body: string; encoding: 'utf8' | 'base64' }

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g
const HREF = /\bhref="([^"]+)"/

/** The page with its stylesheets in <style> elements and its logo as a data: URL. */
export function selfContained(html: string, files: readonly File[]) {
  const byPath = new Map(files.map((file) => [file.path, file]))
  return html
    .replace(STYLESHEET_LINK, (link) => {
      const file = byPath.get(HREF.exec(link)?.[1] ?? '')
      return file && file.encoding === 'utf8'
        ? `<style>${file.body.replaceAll('</style', '<\\/style')}</style>`
        : link
    })
    .replace(LINKED, (match, path: string) => {
      const file = byPath.get(path)
      if (!file || file.encoding !== 'base64') return match
      return match.replace(path, `data:${file.contentType.split(';')[0]};base64,${file.body}`)
    })
}
