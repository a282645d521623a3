import { SettingsSection } from '@/components/form/settings-section'
import type { AccountUser } from '../types'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccount } from './delete-account'
import { EmailSettings } from './email-settings'
import { ExportData } from './export-data'
import { NameForm } from './name-form'
import { NewsletterSettings } from './newsletter-settings'

type SectionProps = { user: AccountUser }

export const ProfileSection = ({ user }: SectionProps) => (
  <SettingsSection
    id="profile"
    title="Profile"
    description="How Songpad greets you and reaches you."
  >
    <NameForm user={user} />
    <div className="border-t border-base-content/10" />
    <EmailSettings user={user} />
  </SettingsSection>
)

export const NewsletterSection = ({ user }: SectionProps) => (
  <SettingsSection id="newsletter" title="Newsletter">
    <NewsletterSettings user={user} />
  </SettingsSection>
)

export const SecuritySection = ({ user }: SectionProps) => (
  <SettingsSection
    id="security"
    title="Security"
    description="Change the password you sign in with."
  >
    <ChangePasswordForm user={user} />
  </SettingsSection>
)

export const DataSection = ({ user }: SectionProps) => (
  <SettingsSection
    id="your-data"
    title="Your data"
    description="Download your profile and all your songs as one JSON file, to keep or to take elsewhere."
  >
    <ExportData userId={user.id} />
  </SettingsSection>
)

export const DangerZoneSection = ({ user }: SectionProps) => (
  <SettingsSection id="danger-zone" title="Danger zone" tone="danger">
    <DeleteAccount user={user} />
  </SettingsSection>
)
