import MyLocationIcon from '@mui/icons-material/MyLocation'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import InputAdornment from '@mui/material/InputAdornment'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { FormDialog } from '../FormDialog/index.ts'

export type AddressKind = 'Home' | 'Office'

/** What the form edits: every field as typed (an empty optional field is ''). */
export interface AddressFormValues {
  name: string
  phoneNumber: string
  alternativePhoneNumber: string
  houseName: string
  localArea: string
  landMark: string
  pincode: string
  state: string
  country: string
  typeOfAddress: AddressKind
  primaryAddress: boolean
  location: { latitude: number; longitude: number } | null
}

/** The fields that can be wrong, each with its own hint. */
export type AddressFormField =
  | 'name'
  | 'phoneNumber'
  | 'alternativePhoneNumber'
  | 'houseName'
  | 'localArea'
  | 'landMark'
  | 'pincode'
  | 'state'
  | 'country'
export type AddressFormErrors = Partial<Record<AddressFormField, string>>

export interface AddressFormMessages {
  /** The alert when Save is pressed with a field wrong. */
  fixErrors: string
}

export interface AddressFormProps {
  open: boolean
  /** Add New Address or Update Address. */
  mode: 'add' | 'edit'
  /** The values the form starts from each time it opens. */
  initialValues: AddressFormValues
  /** The hints of the values as they stand (the page's rules and words); no entry means the field is right. */
  validate: (values: AddressFormValues) => AddressFormErrors
  /** What a letters-only field (name, local area, state, country) accepts: other characters are refused as typed. */
  lettersPattern: RegExp
  messages: AddressFormMessages
  /**
   * Values the page fills in (the state of a pincode, the device's location): merged into the form each
   * time a new object is passed.
   */
  fill?: Partial<AddressFormValues>
  /** Called once the pincode has all its digits: the page looks up its state. */
  onPincodeComplete?: (pincode: string) => void
  /** A note under the pincode from the page (a pincode we do not deliver to). */
  pincodeHint?: string
  /** Use my location: the page asks the device and passes the result through `fill`. */
  onUseLocation?: () => void
  locating?: boolean
  /** Why the location could not be read. */
  locationError?: string
  /** While saving: the buttons wait and the dialog cannot be closed. */
  submitting?: boolean
  /** The server's refusal. */
  error?: string
  onClose: () => void
  onSubmit: (values: AddressFormValues) => void
  phoneLength?: number
  pincodeLength?: number
  /** The country calling code before the phone, without the plus. */
  countryCode?: string
}

const TITLES = { add: 'Add New Address', edit: 'Update Address' } as const
const DIGITS = /^\d*$/

/** The fields in the order they are shown. */
const FIELD_ORDER: readonly AddressFormField[] = [
  'name',
  'phoneNumber',
  'alternativePhoneNumber',
  'houseName',
  'localArea',
  'landMark',
  'pincode',
  'state',
  'country',
]

/** Hints of number fields show while they are partly typed; the others once left or after Save. */
const NUMBER_FIELDS: readonly AddressFormField[] = ['phoneNumber', 'alternativePhoneNumber', 'pincode']

/**
 * The add and update address dialogs: the same fields, visible labels, letters-only and digits-only fields
 * that refuse other characters as they are typed, red hints, and Save blocked with an alert while a field
 * is wrong. The page owns the rules (`validate`), the device's location and the pincode's state.
 */
export function AddressForm({
  open,
  mode,
  initialValues,
  validate,
  lettersPattern,
  messages,
  fill,
  onPincodeComplete,
  pincodeHint,
  onUseLocation,
  locating = false,
  locationError,
  submitting = false,
  error,
  onClose,
  onSubmit,
  phoneLength = 10,
  pincodeLength = 6,
  countryCode = '91',
}: AddressFormProps) {
  const typeLabelId = useId()
  const fieldsRef = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState(initialValues)
  const [visited, setVisited] = useState<Partial<Record<AddressFormField, boolean>>>({})
  const [blocked, setBlocked] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  const [appliedFill, setAppliedFill] = useState(fill)

  // Each opening starts from the given values; each new fill from the page is merged in.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setValues(initialValues)
      setVisited({})
      setBlocked(false)
    }
  }
  if (fill !== appliedFill) {
    setAppliedFill(fill)
    if (fill) setValues((current) => ({ ...current, ...fill }))
  }

  const errors = validate(values)
  const hintOf = (field: AddressFormField) => {
    const shown =
      blocked || visited[field] || (NUMBER_FIELDS.includes(field) && values[field] !== '')
        ? errors[field]
        : undefined
    return shown
  }

  const update = (field: AddressFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const letters = (field: AddressFormField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    if (value === '' || lettersPattern.test(value)) update(field, value)
  }
  const digits = (field: AddressFormField, length: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    if (!DIGITS.test(value)) return
    const kept = value.slice(0, length)
    update(field, kept)
    if (field === 'pincode' && kept.length === length && kept !== values.pincode) onPincodeComplete?.(kept)
  }

  const field = (name: AddressFormField, label: string, required: boolean) => {
    const hint = hintOf(name)
    return {
      name,
      label,
      required,
      value: values[name],
      error: hint !== undefined,
      helperText: hint,
      onBlur: () => setVisited((current) => ({ ...current, [name]: true })),
      fullWidth: true,
      size: 'small' as const,
    }
  }

  const save = () => {
    const wrong = FIELD_ORDER.find((name) => errors[name] !== undefined)
    if (wrong) {
      setBlocked(true)
      // The first wrong field takes the focus: on a phone the alert may be below the fold.
      fieldsRef.current?.querySelector<HTMLInputElement>(`input[name="${wrong}"]`)?.focus()
      return
    }
    setBlocked(false)
    onSubmit(values)
  }

  const numeric = (length: number) => ({
    inputMode: 'numeric' as const,
    maxLength: length,
    autoComplete: 'off',
  })
  const pincodeField = field('pincode', 'Pincode', true)
  // The page's note is about the pincode it checked: it goes as soon as the pincode is changed.
  const pageHint = values.pincode.length === pincodeLength ? pincodeHint : undefined

  return (
    <FormDialog
      open={open}
      title={TITLES[mode]}
      maxWidth="sm"
      submitLabel="Save"
      submitting={submitting}
      error={blocked && Object.keys(errors).length > 0 ? messages.fixErrors : error}
      onClose={onClose}
      onSubmit={save}
    >
      <Box
        ref={fieldsRef}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}
        aria-busy={submitting}
      >
        <TextField {...field('name', 'Name', true)} onChange={letters('name')} autoComplete="name" />
        <TextField
          {...field('phoneNumber', 'Phone', true)}
          onChange={digits('phoneNumber', phoneLength)}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+{countryCode}</InputAdornment> },
            htmlInput: { ...numeric(phoneLength), autoComplete: 'tel-national' },
          }}
        />
        <TextField
          {...field('alternativePhoneNumber', 'Alternative phone', false)}
          onChange={digits('alternativePhoneNumber', phoneLength)}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+{countryCode}</InputAdornment> },
            htmlInput: numeric(phoneLength),
          }}
        />
        <TextField
          {...field('houseName', 'House name', true)}
          onChange={(event) => update('houseName', event.target.value)}
          autoComplete="address-line1"
        />
        <TextField {...field('localArea', 'Local area', true)} onChange={letters('localArea')} />
        <TextField
          {...field('landMark', 'Landmark', false)}
          onChange={(event) => update('landMark', event.target.value)}
        />
        <TextField
          {...pincodeField}
          error={pincodeField.error || pageHint !== undefined}
          helperText={pincodeField.helperText ?? pageHint}
          onChange={digits('pincode', pincodeLength)}
          slotProps={{ htmlInput: { ...numeric(pincodeLength), autoComplete: 'postal-code' } }}
        />
        <TextField {...field('state', 'State', true)} onChange={letters('state')} />
        <TextField
          {...field('country', 'Country', false)}
          onChange={letters('country')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormControl>
          <FormLabel id={typeLabelId}>Address type</FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabelId}
            value={values.typeOfAddress}
            onChange={(event) =>
              setValues((current) => ({ ...current, typeOfAddress: event.target.value as AddressKind }))
            }
          >
            <FormControlLabel value="Home" control={<Radio size="small" />} label="Home" />
            <FormControlLabel value="Office" control={<Radio size="small" />} label="Office" />
          </RadioGroup>
        </FormControl>
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={values.primaryAddress}
            // The default stays the default until another address is made the default.
            disabled={mode === 'edit' && initialValues.primaryAddress}
            onChange={(event) =>
              setValues((current) => ({ ...current, primaryAddress: event.target.checked }))
            }
          />
        }
        label="Make this my default address"
      />
      {onUseLocation && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1, alignItems: { sm: 'center' } }}
        >
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={onUseLocation}
            loading={locating}
            loadingPosition="start"
            sx={{ alignSelf: 'flex-start' }}
          >
            Use my location
          </Button>
          {values.location && !locationError && (
            <Typography variant="body2" color="text.secondary" role="status">
              Location added ({values.location.latitude.toFixed(4)}, {values.location.longitude.toFixed(4)})
            </Typography>
          )}
          {locationError && (
            <Typography variant="body2" color="error" role="alert">
              {locationError}
            </Typography>
          )}
        </Stack>
      )}
    </FormDialog>
  )
}
