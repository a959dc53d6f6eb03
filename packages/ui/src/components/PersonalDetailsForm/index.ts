export type { PersonalDetailsFormProps, PersonalDetailsValues } from './PersonalDetailsForm.tsx'
export { PersonalDetailsForm } from './PersonalDetailsForm.tsx'
