import { useSiteNavigation } from '~/lib/site-navigation'

/**
 * Issue 48 §1: after a click under load the old page stayed with no sign that anything was happening. While
 * a navigation is under way (a page's data, a form's answer) a thin indeterminate progress bar, named for
 * screen readers, sits at the top of the window. Its stylesheet (app.css) keeps it hidden for the first
 * moment, so a quick navigation shows nothing. No timer here: every byte counts on `/` (vite/script-budgets).
 */
export function NavigationProgress() {
  return useSiteNavigation().usePending() === 'idle' ? null : (
    <div role="progressbar" aria-label="Loading the page" className="navigation-progress" />
  )
}
