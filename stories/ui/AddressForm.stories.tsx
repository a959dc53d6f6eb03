import {
  ALT_PHONE_EXACT_MESSAGE,
  FIX_ERRORS_MESSAGE,
  LETTERS_AND_SPACES_PATTERN,
  lettersOnlyMessage,
  notServiceableMessage,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  requiredFieldMessage,
} from '@haat/contract/core'
import { AddressForm, type AddressFormErrors, type AddressFormValues } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, within } from 'storybook/test'
import { expectShown } from './support.ts'

const EMPTY: AddressFormValues = {
  name: '',
  phoneNumber: '',
  alternativePhoneNumber: '',
  houseName: '',
  localArea: '',
  landMark: '',
  pincode: '',
  state: '',
  country: 'India',
  typeOfAddress: 'Home',
  primaryAddress: false,
  location: null,
}
const SAVED: AddressFormValues = {
  ...EMPTY,
  name: 'Aarav Sharma',
  phoneNumber: '9876543210',
  houseName: 'Floor 5, Maker Chambers IV',
  localArea: 'Nariman Point',
  pincode: '400001',
  state: 'Maharashtra',
  typeOfAddress: 'Office',
}

/** The page's rules, in short: enough for the form's states (the storefront's own are unit-tested). */
function validate(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {}
  const letters = (field: 'name' | 'localArea' | 'state', label: string) => {
    if (values[field].trim() === '') errors[field] = requiredFieldMessage(label)
    else if (!LETTERS_AND_SPACES_PATTERN.test(values[field])) errors[field] = lettersOnlyMessage(label)
  }
  letters('name', 'Name')
  letters('localArea', 'Local area')
  letters('state', 'State')
  if (!/^\d{10}$/.test(values.phoneNumber)) errors.phoneNumber = PHONE_EXACT_MESSAGE
  if (values.alternativePhoneNumber !== '' && !/^\d{10}$/.test(values.alternativePhoneNumber))
    errors.alternativePhoneNumber = ALT_PHONE_EXACT_MESSAGE
  if (values.houseName.trim() === '') errors.houseName = requiredFieldMessage('House name')
  if (!/^\d{6}$/.test(values.pincode)) errors.pincode = PINCODE_EXACT_MESSAGE
  return errors
}

const meta = {
  title: 'UI/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  args: {
    open: true,
    mode: 'add',
    initialValues: EMPTY,
    validate,
    lettersPattern: LETTERS_AND_SPACES_PATTERN,
    messages: { fixErrors: FIX_ERRORS_MESSAGE },
    onClose: fn(),
    onSubmit: fn(),
    onUseLocation: fn(),
    onPincodeComplete: fn(),
  },
  parameters: { visual: 'page' },
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async (name = 'Add New Address') => within(await screen.findByRole('dialog', { name }))

/** Add New Address: every field with a visible label, +91 before the phone, Home chosen, India. */
export const Add: Story = {
  play: async () => {
    const view = await dialog()
    for (const label of ['Name', 'Phone', 'House name', 'Local area', 'Pincode', 'State']) {
      await expect(view.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeRequired()
    }
    await expect(view.getByRole('textbox', { name: 'Alternative phone' })).not.toBeRequired()
    await expectShown(view.getByRole('textbox', { name: 'Landmark' }))
    await expect(view.getByRole('textbox', { name: 'Country' })).toHaveValue('India')
    await expect(view.getAllByText('+91')).toHaveLength(2)
    await expect(view.getByRole('radio', { name: 'Home' })).toBeChecked()
    await expect(view.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked()
  },
}

/** Letters-only and digits-only fields refuse the other characters as they are typed; numbers stop at their length. */
export const RefusedCharacters: Story = {
  // No baseline: a typing check; the typed form is PartlyTyped's picture.
  parameters: { visual: false },
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.type(view.getByRole('textbox', { name: /^Name/ }), 'Aarav9 Sharma!')
    await expect(view.getByRole('textbox', { name: /^Name/ })).toHaveValue('Aarav Sharma')
    await userEvent.type(view.getByRole('textbox', { name: /^Phone/ }), '98a76-543210999')
    await expect(view.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9876543210')
    await userEvent.type(view.getByRole('textbox', { name: /^Pincode/ }), '56x00019')
    await expect(view.getByRole('textbox', { name: /^Pincode/ })).toHaveValue('560001')
    await userEvent.type(view.getByRole('textbox', { name: /^State/ }), 'Karna7taka')
    await expect(view.getByRole('textbox', { name: /^State/ })).toHaveValue('Karnataka')
  },
}

/** Red hints while a number is partly typed; they go once it is whole. */
export const PartlyTyped: Story = {
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.type(view.getByRole('textbox', { name: /^Phone/ }), '98765')
    await userEvent.type(view.getByRole('textbox', { name: 'Alternative phone' }), '91')
    await userEvent.type(view.getByRole('textbox', { name: /^Pincode/ }), '5600')
    await expect(view.getByText(PHONE_EXACT_MESSAGE)).toBeVisible()
    await expect(view.getByText(ALT_PHONE_EXACT_MESSAGE)).toBeVisible()
    await expect(view.getByText(PINCODE_EXACT_MESSAGE)).toBeVisible()
    await expect(view.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true')
    // The untouched text fields say nothing yet.
    await expect(view.queryByText(requiredFieldMessage('Name'))).toBeNull()
  },
}

/** Save with a field wrong: the alert, every hint, and no submit. */
export const SaveBlocked: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.type(view.getByRole('textbox', { name: /^Name/ }), 'Aarav Sharma')
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    await expect(view.getByRole('alert')).toHaveTextContent(FIX_ERRORS_MESSAGE)
    await expect(view.getByText(requiredFieldMessage('House name'))).toBeVisible()
    await expect(view.getByText(PHONE_EXACT_MESSAGE)).toBeVisible()
    await expect(view.getByRole('textbox', { name: /^Phone/ })).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A complete address is submitted with what was chosen. */
export const Submit: Story = {
  // No baseline: a submit check after clicks (ripples vary); the form's states have their own baselines (Add, PartlyTyped, Update).
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.type(view.getByRole('textbox', { name: /^Name/ }), 'Aarav Sharma')
    await userEvent.type(view.getByRole('textbox', { name: /^Phone/ }), '9876543210')
    await userEvent.type(view.getByRole('textbox', { name: /^House name/ }), '12, Lakeview Apartments')
    await userEvent.type(view.getByRole('textbox', { name: /^Local area/ }), 'MG Road')
    await userEvent.type(view.getByRole('textbox', { name: /^Pincode/ }), '560001')
    await expect(args.onPincodeComplete).toHaveBeenCalledWith('560001')
    await userEvent.type(view.getByRole('textbox', { name: /^State/ }), 'Karnataka')
    await userEvent.click(view.getByRole('radio', { name: 'Office' }))
    await userEvent.click(view.getByRole('checkbox', { name: 'Make this my default address' }))
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...EMPTY,
      name: 'Aarav Sharma',
      phoneNumber: '9876543210',
      houseName: '12, Lakeview Apartments',
      localArea: 'MG Road',
      pincode: '560001',
      state: 'Karnataka',
      typeOfAddress: 'Office',
      primaryAddress: true,
    })
  },
}

/** The page fills the state from a whole pincode (the story plays the page's part). */
export const StateFromPincode: Story = {
  // No baseline: a behaviour check on the pincode; the form's states have their own baselines (Add, PartlyTyped, Update).
  parameters: { visual: false },
  render: function FillingForm(args) {
    const [fill, setFill] = useState<Partial<AddressFormValues>>()
    return <AddressForm {...args} fill={fill} onPincodeComplete={() => setFill({ state: 'Karnataka' })} />
  },
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.type(view.getByRole('textbox', { name: /^Pincode/ }), '560001')
    await expect(view.getByRole('textbox', { name: /^State/ })).toHaveValue('Karnataka')
  },
}

/** A pincode we do not deliver to: the page's note under the field. */
export const NotServiceable: Story = {
  args: {
    initialValues: { ...SAVED, pincode: '999999', state: '' },
    pincodeHint: notServiceableMessage('999999'),
  },
  play: async () => {
    const view = await dialog()
    await expectShown(view.getByText('Invalid pincode: 999999 is not serviceable'))
  },
}

/** Update Address: the saved values; the default's checkbox cannot be unticked. */
export const Update: Story = {
  args: { mode: 'edit', initialValues: { ...SAVED, primaryAddress: true } },
  play: async () => {
    const view = await dialog('Update Address')
    await expect(view.getByRole('textbox', { name: /^Local area/ })).toHaveValue('Nariman Point')
    await expect(view.getByRole('radio', { name: 'Office' })).toBeChecked()
    const primary = view.getByRole('checkbox', { name: 'Make this my default address' })
    await expect(primary).toBeChecked()
    await expect(primary).toBeDisabled()
  },
}

/** Use my location is the page's to do; its failure shows beside the button, its success as coordinates. */
export const LocationFailed: Story = {
  args: { locationError: 'Geolocation is not supported by your browser' },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Use my location' }))
    await expect(args.onUseLocation).toHaveBeenCalledOnce()
    await expect(view.getByRole('alert')).toHaveTextContent('Geolocation is not supported by your browser')
  },
}

export const LocationAdded: Story = {
  // No baseline: a behaviour check after clicks (ripples vary); the form's states have their own baselines (Add, PartlyTyped, Update).
  parameters: { visual: false },
  args: { mode: 'edit', initialValues: { ...SAVED, location: { latitude: 18.92561, longitude: 72.82441 } } },
  play: async () => {
    const view = await dialog('Update Address')
    await expect(view.getByRole('status')).toHaveTextContent('Location added (18.9256, 72.8244)')
  },
}

/** Saving: the buttons wait and Escape does not close; the server's refusal shows in the dialog. */
export const SavingAndRefused: Story = {
  args: {
    mode: 'edit',
    initialValues: SAVED,
    submitting: true,
    error: 'Failed to update address. Please try again.',
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog('Update Address')
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(view.getByRole('alert')).toHaveTextContent('Failed to update address. Please try again.')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    await expect(view.getByRole('alert')).toHaveTextContent(FIX_ERRORS_MESSAGE)
    // The first wrong field has the focus, so the shopper sees what to fix even with the alert below.
    await expect(view.getByRole('textbox', { name: /^Name/ })).toHaveFocus()
    for (const field of view.getAllByRole('textbox')) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
  },
}
