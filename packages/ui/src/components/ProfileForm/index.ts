export type {
  EmailVerificationState,
  PendingChangeState,
  ProfileFormProps,
  ProfileSaveValues,
  ProfileUser,
} from './ProfileForm.tsx'
export { ProfileForm } from './ProfileForm.tsx'
