import { pb } from '@/lib/pocketbase'

export type InstrumentNumber = 0 | 1 | 2

/** 0 piano, 1 guitar, 2 ukulele; anything else (unset, hand-edited) is the piano. */
export const toInstrument = (value: unknown): InstrumentNumber =>
  value === 1 || value === 2 ? value : 0

// Read fresh: the account page may have changed it since the session was stored.
export async function getUserInstrument(userId: string): Promise<InstrumentNumber> {
  const user = await pb
    .collection('users')
    .getOne(userId, { fields: 'instrument', requestKey: null })
  return toInstrument(user.instrument)
}
