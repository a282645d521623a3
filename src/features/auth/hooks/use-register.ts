import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { normalizeEmail } from '../api/normalize-email'
import {
  type RegistrationForm,
  type RegistrationProgress,
  runRegistration,
  startRegistration,
} from '../registration/run-registration'
import type { Hold } from './use-login'

// Runs the registration sequence; a retry after a failure resumes where it stopped.
export function useRegister(hold: Hold) {
  const progress = useRef<RegistrationProgress | null>(null)
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (form: RegistrationForm) => {
      if (progress.current?.email !== normalizeEmail(form.email)) {
        progress.current = startRegistration(form.email)
      }
      hold(true)
      return runRegistration(form, progress.current)
    },
    onSuccess: () => navigate(paths.onboarding.getHref(), { replace: true }),
    // Once signed in, stay here so "Sign Up" can finish the setup instead of leaving for /account.
    onError: () => hold(progress.current?.signedIn === true),
  })
}
