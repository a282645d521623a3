// The page's piano, replaced in component tests by a recorder of what each press would play:
//   vi.mock('../hooks/use-chord-player', () => import('../testing/chord-player-mock'))

/** The notes of each play, in order; tests empty it before each case. */
export const played: number[][] = []

export function useChordPlayer() {
  return {
    status: 'idle' as const,
    play: async (notes: number[]) => {
      played.push(notes)
    },
  }
}
