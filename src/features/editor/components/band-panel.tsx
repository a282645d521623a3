import { type Dispatch, memo, type SetStateAction, useId } from 'react'
import type { Mix } from '@/audio/mix'
import type { StyleId } from '@/audio/styles/style-ids'
import type { Section } from '@/song/types'
import type { PlaybackSettings } from '../hooks/use-playback'
import type { EditorAction } from '../state/editor-reducer'
import { Mixer } from './mixer'
import { PracticeControls } from './practice-controls'
import { StylePicker } from './style-picker'

type BandPanelProps = {
  style: StyleId
  mix: Mix
  sections: readonly Pick<Section, 'id' | 'label' | 'style'>[]
  dispatch: Dispatch<EditorAction>
  settings: PlaybackSettings
  setSettings: Dispatch<SetStateAction<PlaybackSettings>>
}

/** How the song sounds: the band's style, the mixer, and practice settings. */
export const BandPanel = memo(function BandPanel(props: BandPanelProps) {
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Band
      </h2>
      <StylePicker style={props.style} sections={props.sections} dispatch={props.dispatch} />
      <Mixer mix={props.mix} dispatch={props.dispatch} />
      <PracticeControls settings={props.settings} setSettings={props.setSettings} />
    </section>
  )
})
