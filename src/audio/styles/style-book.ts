import { bass, chords, drums, every, picks, strums } from './pattern-helpers'
import type { StyleId } from './style-ids'
import type { BarPattern, Style } from './style-types'

// The styles, bar by bar. Each is what a session player would reach for first: a pop strum
// (down, down-up, up-down-up), a ballad's broken chords, rock's driving eighths, a waltz's
// oom-pah-pah, a Travis-picked folk pattern, a bossa's 3-3-2, a swing four-to-the-bar with a
// walking bass, and a reggae skank on the off-beats over a one-drop.

const NONE: BarPattern = { piano: [], strings: [], bass: [], drums: [] }

const eighths4 = every(0.5, 4)
const eighths3 = every(0.5, 3)

const popStrum: Style = {
  id: 'pop-strum',
  four: {
    piano: [...chords([0], 1.5, 0.85), ...chords([1.5, 3], 1, 0.65, 'upper')],
    strings: strums([
      [0, 'down', 0.9],
      [1, 'down', 0.7],
      [1.5, 'up', 0.5],
      [2.5, 'up', 0.55],
      [3, 'down', 0.75],
      [3.5, 'up', 0.5],
    ]),
    bass: bass(
      [
        [0, 'bass'],
        [1.5, 'bass'],
        [2, 'fifth'],
        [3.5, 'approach'],
      ],
      1.5,
    ),
    drums: [
      ...drums('kick', [0, 2], 0.9),
      ...drums('snare', [1, 3], 0.8),
      ...drums('closedHat', eighths4, 0.45),
    ],
  },
  three: {
    piano: [...chords([0], 1, 0.85), ...chords([1, 2], 1, 0.6, 'upper')],
    strings: strums([
      [0, 'down', 0.9],
      [1, 'down', 0.7],
      [1.5, 'up', 0.5],
      [2, 'down', 0.7],
      [2.5, 'up', 0.5],
    ]),
    bass: bass(
      [
        [0, 'bass'],
        [2, 'fifth'],
        [2.5, 'approach'],
      ],
      2,
    ),
    drums: [
      ...drums('kick', [0], 0.9),
      ...drums('snare', [2], 0.75),
      ...drums('closedHat', eighths3, 0.45),
    ],
  },
}

const balladArpeggio: Style = {
  id: 'ballad-arpeggio',
  four: {
    piano: picks(
      eighths4.map((at, i) => [at, [0, 1, 2, 3, -1, 3, 2, 1][i] ?? 0] as const),
      2,
      0.6,
    ),
    strings: picks(
      eighths4.map((at, i) => [at, [0, 2, 1, -1, 2, -2, 1, 2][i] ?? 0] as const),
      2,
      0.6,
    ),
    bass: bass(
      [
        [0, 'bass'],
        [2, 'bass'],
      ],
      2,
      0.75,
    ),
    drums: [
      ...drums('kick', [0, 2.5], 0.6),
      ...drums('sideStick', [1, 3], 0.5),
      ...drums('closedHat', [0, 1, 2, 3], 0.3),
    ],
  },
  three: {
    piano: picks(
      eighths3.map((at, i) => [at, [0, 1, 2, -1, 2, 1][i] ?? 0] as const),
      2,
      0.6,
    ),
    strings: picks(
      eighths3.map((at, i) => [at, [0, 2, 1, -1, 1, 2][i] ?? 0] as const),
      2,
      0.6,
    ),
    bass: bass([[0, 'bass']], 3, 0.75),
    drums: [
      ...drums('kick', [0], 0.6),
      ...drums('sideStick', [2], 0.5),
      ...drums('closedHat', [0, 1, 2], 0.3),
    ],
  },
}

const rockEighths: Style = {
  id: 'rock-eighths',
  four: {
    piano: eighths4.flatMap((at) => chords([at], 0.5, at % 1 === 0 ? 0.8 : 0.55)),
    strings: eighths4.flatMap((at) => strums([[at, 'down', at % 1 === 0 ? 0.85 : 0.6]], 0.45)),
    bass: bass(
      eighths4.map((at) => [at, 'bass'] as const),
      0.5,
      0.85,
    ),
    drums: [
      ...drums('kick', [0, 2, 2.5], 0.95),
      ...drums('snare', [1, 3], 0.9),
      ...drums('closedHat', eighths4, 0.55),
    ],
  },
  three: {
    piano: eighths3.flatMap((at) => chords([at], 0.5, at % 1 === 0 ? 0.8 : 0.55)),
    strings: eighths3.flatMap((at) => strums([[at, 'down', at % 1 === 0 ? 0.85 : 0.6]], 0.45)),
    bass: bass(
      eighths3.map((at) => [at, 'bass'] as const),
      0.5,
      0.85,
    ),
    drums: [
      ...drums('kick', [0, 1.5], 0.95),
      ...drums('snare', [1, 2], 0.9),
      ...drums('closedHat', eighths3, 0.55),
    ],
  },
}

const waltz: Style = {
  id: 'waltz',
  four: {
    piano: chords([1, 3], 0.8, 0.6, 'upper'),
    strings: strums([
      [1, 'down', 0.65],
      [3, 'down', 0.65],
    ]),
    bass: bass(
      [
        [0, 'alternate'],
        [2, 'fifth'],
      ],
      1,
    ),
    drums: [...drums('kick', [0, 2], 0.7), ...drums('sideStick', [1, 3], 0.45)],
  },
  three: {
    piano: chords([1, 2], 0.8, 0.6, 'upper'),
    strings: strums([
      [1, 'down', 0.65],
      [2, 'down', 0.6],
    ]),
    bass: bass([[0, 'alternate']], 1),
    drums: [...drums('kick', [0], 0.7), ...drums('sideStick', [1, 2], 0.45)],
  },
}

const folkFingerpicking: Style = {
  id: 'folk-fingerpicking',
  four: {
    piano: picks(
      eighths4.map((at, i) => [at, [0, -1, 1, -2, 0, -1, 1, -2][i] ?? 0] as const),
      1,
      0.6,
    ),
    strings: picks(
      eighths4.map((at, i) => [at, [0, -1, 1, -2, 0, -1, 1, -2][i] ?? 0] as const),
      1,
      0.65,
    ),
    bass: bass(
      [
        [0, 'bass'],
        [2, 'fifth'],
        [3, 'approach'],
      ],
      1,
      0.8,
    ),
    drums: [...drums('kick', [0, 2], 0.5), ...drums('shaker', eighths4, 0.3)],
  },
  three: {
    piano: picks(
      eighths3.map((at, i) => [at, [0, -1, 1, -2, 1, -1][i] ?? 0] as const),
      1,
      0.6,
    ),
    strings: picks(
      eighths3.map((at, i) => [at, [0, -1, 1, -2, 1, -1][i] ?? 0] as const),
      1,
      0.65,
    ),
    bass: bass(
      [
        [0, 'bass'],
        [2, 'approach'],
      ],
      1,
      0.8,
    ),
    drums: [...drums('kick', [0], 0.5), ...drums('shaker', eighths3, 0.3)],
  },
}

const bossa: Style = {
  id: 'bossa',
  four: {
    piano: chords([0, 1.5, 3], 0.75, 0.6, 'upper'),
    strings: [
      ...picks(
        [
          [0, 0],
          [2, 0],
        ] as const,
        1.5,
        0.7,
      ),
      ...chords([0, 1.5, 3], 0.5, 0.55, 'upper'),
    ],
    bass: bass(
      [
        [0, 'bass'],
        [1.5, 'fifth'],
        [2, 'bass'],
        [3.5, 'fifth'],
      ],
      1.5,
      0.8,
    ),
    drums: [
      ...drums('sideStick', [0, 1.5, 3], 0.55),
      ...drums('kick', [0, 1.5, 2, 3.5], 0.55),
      ...drums('closedHat', eighths4, 0.3),
    ],
  },
  three: {
    piano: chords([0, 1.5], 0.75, 0.6, 'upper'),
    strings: [...picks([[0, 0]] as const, 1.5, 0.7), ...chords([0, 1.5], 0.5, 0.55, 'upper')],
    bass: bass(
      [
        [0, 'bass'],
        [1.5, 'fifth'],
      ],
      1.5,
      0.8,
    ),
    drums: [
      ...drums('sideStick', [0, 1.5], 0.55),
      ...drums('kick', [0, 1.5, 2], 0.55),
      ...drums('closedHat', eighths3, 0.3),
    ],
  },
}

const swing: Style = {
  id: 'swing',
  swing: true,
  four: {
    piano: chords([0, 1.5], 0.6, 0.6, 'upper'),
    strings: [0, 1, 2, 3].flatMap((at) => strums([[at, 'down', at % 2 === 1 ? 0.7 : 0.55]], 0.8)),
    bass: bass(
      [
        [0, 'bass'],
        [1, 'third'],
        [2, 'fifth'],
        [3, 'approach'],
      ],
      1,
      0.85,
    ),
    drums: [
      ...drums('ride', [0, 1, 1.5, 2, 3, 3.5], 0.55),
      ...drums('pedalHat', [1, 3], 0.5),
      ...drums('kick', [0, 1, 2, 3], 0.25),
    ],
  },
  three: {
    piano: chords([0, 1.5], 0.6, 0.6, 'upper'),
    strings: [0, 1, 2].flatMap((at) => strums([[at, 'down', at === 0 ? 0.55 : 0.65]], 0.8)),
    bass: bass(
      [
        [0, 'bass'],
        [1, 'fifth'],
        [2, 'approach'],
      ],
      1,
      0.85,
    ),
    drums: [
      ...drums('ride', [0, 1, 1.5, 2], 0.55),
      ...drums('pedalHat', [1, 2], 0.5),
      ...drums('kick', [0], 0.3),
    ],
  },
}

const reggae: Style = {
  id: 'reggae',
  four: {
    piano: chords([1, 3], 0.25, 0.7, 'upper'),
    strings: strums(
      [
        [1, 'up', 0.7],
        [3, 'up', 0.7],
      ],
      0.25,
    ),
    bass: bass(
      [
        [0, 'bass'],
        [1.5, 'fifth'],
        [2.5, 'bass'],
      ],
      1,
      0.95,
    ),
    drums: [
      ...drums('kick', [2], 0.9),
      ...drums('sideStick', [2], 0.7),
      ...drums('closedHat', eighths4, 0.4),
    ],
  },
  three: {
    piano: chords([1, 2], 0.25, 0.7, 'upper'),
    strings: strums(
      [
        [1, 'up', 0.7],
        [2, 'up', 0.7],
      ],
      0.25,
    ),
    bass: bass(
      [
        [0, 'bass'],
        [1.5, 'fifth'],
      ],
      1,
      0.95,
    ),
    drums: [
      ...drums('kick', [1], 0.9),
      ...drums('sideStick', [1], 0.7),
      ...drums('closedHat', eighths3, 0.4),
    ],
  },
}

/** The block style plays as before the styles came: its chords are held or strummed per beat. */
const block: Style = { id: 'block', four: NONE, three: NONE }

export const STYLES: Record<StyleId, Style> = {
  block,
  'pop-strum': popStrum,
  'ballad-arpeggio': balladArpeggio,
  'rock-eighths': rockEighths,
  waltz,
  'folk-fingerpicking': folkFingerpicking,
  bossa,
  swing,
  reggae,
}
