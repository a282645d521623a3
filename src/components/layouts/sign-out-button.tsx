import { Icon, icons } from '@/components/ui/icons'

type SignOutButtonProps = { className: string; onClick: () => void }

// The one Sign out, styled by where it stands: the nav, the phone menu, the account page.
export function SignOutButton({ className, onClick }: SignOutButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Icon path={icons.signOut} className="size-4" />
      Sign out
    </button>
  )
}
