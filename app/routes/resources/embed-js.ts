import { loaderScript } from '~/calculators/kit/loader-script'

let script: Promise<string> | undefined

/** /embed.js, built from the calculator registry; prerendered into the client build (react-router.config.ts). */
export async function loader() {
  script ??= loaderScript()
  return new Response(await script, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
