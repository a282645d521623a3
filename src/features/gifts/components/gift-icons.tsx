import { Icon } from '@/components/ui/icons'

// Decorative: the control or text beside them carries the name.
export const GiftIcon = ({ className = 'size-5' }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
  </Icon>
)

export const CopyIcon = ({ className = 'size-4' }: { className?: string }) => (
  <Icon className={className}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
)

export const ShareIcon = ({ className = 'size-4' }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13" />
  </Icon>
)

export const CheckIcon = ({ className = 'size-4' }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)
