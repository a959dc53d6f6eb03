export type {
  EmailVerificationState,
  ProfileFormProps,
  ProfileSaveValues,
  ProfileUser,
} from './ProfileForm.tsx'
export { ProfileForm } from './ProfileForm.tsx'
