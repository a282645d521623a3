import type { ReactNode } from 'react'
import { Icon as StrokeIcon } from '@/components/ui/icons'

// Small stroke icons for the section tools; decorative, each button carries its name.
const Icon = ({ children }: { children: ReactNode }) => (
  <StrokeIcon className="size-4">{children}</StrokeIcon>
)

export const UpIcon = () => (
  <Icon>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
)

export const DownIcon = () => (
  <Icon>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
)

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </Icon>
)

export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
)
