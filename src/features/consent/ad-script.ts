import { env } from '@/config/env'

let loaded = false

// The advertising partner's script; added at most once per page and only when configured.
export function loadAdScript(src: string | undefined = env.AD_SCRIPT_URL): void {
  if (!src || loaded) return
  loaded = true
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}
