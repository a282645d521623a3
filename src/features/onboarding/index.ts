export { Welcome } from './components/welcome'
export { DEFAULT_INSTRUMENT, INSTRUMENTS, type Instrument, isInstrument } from './instruments'
export { onboardingDestination } from './onboarding-destination'
