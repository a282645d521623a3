import { useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { importWithReload } from '@/lib/import-with-reload'
import { useAsyncAction } from '@/lib/use-async-action'
import { normalizeEmail } from '../api/normalize-email'
import {
  RegistrationError,
  type RegistrationForm,
  type RegistrationProgress,
  startRegistration,
} from '../registration/registration-progress'
import type { Hold } from './use-login'

// The sequence (and the SDK) load with the first Sign Up; nothing is created until they have.
const loadRegistration = () =>
  importWithReload(() => import('../registration/run-registration')).catch((error: unknown) => {
    throw new RegistrationError('create', error)
  })

// Runs the registration sequence; a retry after a failure resumes where it stopped.
export function useRegister(hold: Hold) {
  const progress = useRef<RegistrationProgress | null>(null)
  const navigate = useNavigate()
  return useAsyncAction(async (form: RegistrationForm) => {
    if (progress.current?.email !== normalizeEmail(form.email)) {
      progress.current = startRegistration(form.email)
    }
    const current = progress.current
    hold(true)
    try {
      const { runRegistration } = await loadRegistration()
      await runRegistration(form, current)
    } catch (error) {
      // Once signed in, stay here so "Sign Up" can finish the setup instead of leaving for /account.
      hold(current.signedIn === true)
      throw error
    }
    navigate(paths.onboarding.getHref(), { replace: true })
  })
}
