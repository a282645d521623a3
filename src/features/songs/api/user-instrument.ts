import { pb } from '@/lib/pocketbase'
import { type Instrument, toInstrument } from '@/song/instruments'

// Read fresh: the account page may have changed it since the session was stored.
export async function getUserInstrument(userId: string): Promise<Instrument> {
  const user = await pb
    .collection('users')
    .getOne(userId, { fields: 'instrument', requestKey: null })
  return toInstrument(user.instrument)
}
