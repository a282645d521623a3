import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { loginDestination } from '../api/login-destination'
import { googleErrorMessage } from '../errors/google-errors'
import { GoogleSignInError, openGooglePopup, watchPopupClosed } from '../google/google-popup'
import { authWithGoogle, finishGoogleSignIn } from '../google/google-sign-in'
import type { Hold } from './use-login'

type GoogleState = { busy: boolean; error?: string }

// Google sign-in from a click: a new account goes to /onboarding, others as after a login.
export function useGoogleSignIn(hold: Hold) {
  const [state, setState] = useState<GoogleState>({ busy: false })
  const latest = useRef(0)
  const queryClient = useQueryClient()
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
    authWithGoogle(popup)
      .then(async (auth) => {
        stopWatching()
        popup.close()
        const { user, isNew } = await finishGoogleSignIn(auth)
        const destination = isNew
          ? paths.onboarding.getHref()
          : await loginDestination(queryClient, user.id)
        navigate(destination, { replace: true })
      })
      .catch((error: unknown) => {
        stopWatching()
        popup.close()
        fail(error)
      })
  }, [hold, navigate, queryClient])

  return { ...state, start }
}
