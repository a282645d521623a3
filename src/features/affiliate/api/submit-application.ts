import { loadPocketBase } from '@/lib/load-pocketbase'
import type { Application } from '../application'

export const APPLICATIONS_COLLECTION = 'affiliate_applications'

// Anyone may create an application (signed in or not); no one but the admin can read it back.
// The SDK loads with the first submit, so the prerendered page stays light.
export async function submitApplication(application: Application): Promise<void> {
  // Offline, the SDK's chunk would fail to load and reload the page, losing what was typed.
  if (!navigator.onLine) throw new TypeError('The browser is offline')
  const pb = await loadPocketBase()
  await pb.collection(APPLICATIONS_COLLECTION).create(application, { requestKey: null })
}
