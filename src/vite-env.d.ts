/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_POCKETBASE_URL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_ANALYTICS_ID?: string
  readonly VITE_AD_SCRIPT_URL?: string
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

// The year of the build (vite.config.ts), for markup the prerendered HTML must match.
declare const __BUILD_YEAR__: number
