export { Welcome } from './components/welcome'
export { onboardingDestination } from './onboarding-destination'
