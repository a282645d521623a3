import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { importWithReload } from '@/lib/import-with-reload'
import { preloadPocketBase } from '@/lib/load-pocketbase'
import { loginDestination } from '../api/login-destination'
import { googleErrorMessage } from '../errors/google-errors'
import { GoogleSignInError, openGooglePopup, watchPopupClosed } from '../google/google-popup'
import type { Hold } from './use-login'

type GoogleState = { busy: boolean; error?: string }

// The flow and the SDK load once the pop-up is open (it must open in the click itself), or earlier
// when a pointer or the focus on the button makes a press likely.
const loadGoogleSignIn = () => import('../google/google-sign-in')

function prepare(): void {
  preloadPocketBase()
  loadGoogleSignIn().catch(() => {})
}

// Google sign-in from a click: a new account goes to /onboarding, others as after a login.
export function useGoogleSignIn(hold: Hold) {
  const [state, setState] = useState<GoogleState>({ busy: false })
  const latest = useRef(0)
  const navigate = useNavigate()

  const start = useCallback(() => {
    const flow = ++latest.current
    const fail = (error: unknown) => {
      if (flow !== latest.current) return
      setState({ busy: false, error: googleErrorMessage(error) })
      hold(false)
    }
    let popup: Window
    try {
      popup = openGooglePopup()
    } catch (error) {
      fail(error)
      return
    }
    setState({ busy: true })
    hold(true)
    // A closed pop-up frees the button; a late answer from Google still completes the sign-in.
    const stopWatching = watchPopupClosed(popup, () => fail(new GoogleSignInError('cancelled')))
    const signIn = async () => {
      const google = await importWithReload(loadGoogleSignIn)
      const auth = await google.authWithGoogle(popup)
      stopWatching()
      popup.close()
      const { user, isNew } = await google.finishGoogleSignIn(auth)
      const destination = isNew ? paths.onboarding.getHref() : await loginDestination(user.id)
      navigate(destination, { replace: true })
    }
    signIn().catch((error: unknown) => {
      stopWatching()
      popup.close()
      fail(error)
    })
  }, [hold, navigate])

  return { ...state, start, prepare }
}
