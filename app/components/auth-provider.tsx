import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { useSiteNavigation } from '~/lib/site-navigation'

type User = { id: string; email: string; name: string; emailVerified: boolean }
type Session = { id: string; expiresAt: string }
type Profile = { firstName: string; lastName: string; role: 'user' | 'admin' }

export type AuthState = {
  user: User | null
  session: Session | null
  profile: Profile | null
  loading: boolean
  isAdmin: boolean
}

type SessionView = { user: User | null; session: Session | null; profile: Profile | null; isAdmin: boolean }

const AuthContext = createContext<AuthState | undefined>(undefined)

const signedOut: AuthState = { user: null, session: null, profile: null, loading: false, isAdmin: false }

/**
 * The signed-in account, read from /api/session after hydration (most pages are prerendered, identical for
 * everyone) and again after every form submission, since sign-in and sign-out are form actions.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true })
  const pending = useSiteNavigation().usePending()
  const submitted = useRef(false)

  useEffect(() => {
    const controller = new AbortController()
    void readSession(controller.signal).then((next) => next && setState(next))
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (pending === 'submitting') submitted.current = true
    else if (pending === 'idle' && submitted.current) {
      submitted.current = false
      void readSession().then((next) => next && setState(next))
    }
  }, [pending])

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

/** The session as the server sees it; signed out when it cannot be read; null when the request was aborted. */
export async function readSession(signal?: AbortSignal): Promise<AuthState | null> {
  try {
    const response = await fetch('/api/session', { signal, headers: { Accept: 'application/json' } })
    if (!response.ok) return signedOut
    const view = (await response.json()) as SessionView
    return view.user ? { ...view, loading: false } : signedOut
  } catch {
    return signal?.aborted ? null : signedOut
  }
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth must be used within an AuthProvider')
  return state
}
