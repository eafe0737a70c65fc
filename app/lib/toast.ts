import type * as SonnerModule from 'sonner'

/**
 * Toasts with the toast library loaded only when the first toast is shown: most visits never see one, and
 * the home page stays inside its JavaScript budget. Same call shape as sonner's `toast.success/error`.
 */
type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } }

type Sonner = typeof SonnerModule

let library: Promise<Sonner> | undefined
let hostMounted: Promise<void> | undefined
let resolveHostMounted: () => void = () => {}
const hostListeners = new Set<() => void>()

/** Called by the Toaster host once sonner's own Toaster is mounted and listening. */
export function toasterMounted() {
  resolveHostMounted()
}

/** The Toaster host subscribes here to learn when it must mount sonner (at once if a toast is waiting). */
export function onToasterNeeded(listener: () => void) {
  if (library) listener()
  hostListeners.add(listener)
  return () => void hostListeners.delete(listener)
}

export function loadToastLibrary() {
  if (!library) {
    hostMounted = new Promise((resolve) => (resolveHostMounted = resolve))
    library = import('sonner')
    for (const listener of hostListeners) listener()
  }
  return library
}

async function show(kind: 'success' | 'error' | 'info', title: string, options?: ToastOptions) {
  const sonner = await loadToastLibrary()
  await hostMounted
  sonner.toast[kind](title, options)
}

export const toast = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
  info: (title: string, options?: ToastOptions) => void show('info', title, options),
}
