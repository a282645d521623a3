import { useEffect, useState } from 'react'

/**
 * Keeps the screen on while `active`, where the browser offers the Wake Lock API; answers whether
 * it is held. The browser lets the lock go when the page is hidden; it is asked for again when the
 * page shows, and let go when `active` ends or the component goes.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let done = false
    const release = () => {
      void lock?.release().catch(() => undefined)
      lock = null
      setHeld(false)
    }
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return
      navigator.wakeLock.request('screen').then(
        (granted) => {
          if (done) return void granted.release().catch(() => undefined)
          lock = granted
          setHeld(true)
          granted.addEventListener('release', () => setHeld(false))
        },
        // Refused (battery saver, a frame without permission): the screen may dim, nothing else.
        () => setHeld(false),
      )
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? request() : release())
    request()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      done = true
      document.removeEventListener('visibilitychange', onVisibility)
      release()
    }
  }, [active])
  return held
}
