import type { Address } from '@haat/contract'
import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  DELETE_ADDRESS_CONFIRM,
  FIX_ERRORS_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  NO_ADDRESS_MESSAGE,
  NOT_YOUR_ADDRESSES_MESSAGE,
  notServiceableMessage,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  SEE_LESS_ADDRESSES,
  SEE_MORE_ADDRESSES,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MyAccountRoute } from '../../packages/storefront/src/features/account/MyAccountRoute.tsx'
import {
  type AddressMockOptions,
  addressHandlers,
  demoAddresses,
} from '../../packages/storefront/src/mocks/addressHandlers.ts'
import { apiUrl, handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { expectShown } from '../ui/support.ts'
import { withStorefront } from './helpers.tsx'

/**
 * My Account's addresses on the stateful address mocks: each story starts from the demo shopper's two
 * addresses (the default at home in Bengaluru, the office in Mumbai) or the list it names, so what one
 * story changes no other sees.
 */
const meta = {
  title: 'Pages/Addresses',
  render: () => <MyAccountRoute />,
  decorators: [
    withStorefront('/my-account', { initialEntry: '/my-account?section=address', signedIn: true }),
  ],
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The delivery check the form asks for a whole pincode: two places we deliver to, 999999 we do not. */
const pincodeChecks = http.get(apiUrl('checkPincode'), ({ params }) => {
  const places: Record<string, { district: string; state: string }> = {
    '560001': { district: 'Bengaluru', state: 'Karnataka' },
    '110054': { district: 'North Delhi', state: 'Delhi' },
  }
  const pincode = String(params.pincode)
  const place = places[pincode]
  if (!place) return HttpResponse.json({ message: notServiceableMessage(pincode) }, { status: 404 })
  return HttpResponse.json({
    message: 'This Pincode Is Deliverable',
    deliveryDays: 3,
    fromSeller: false,
    ...place,
  })
})

const withAddresses = (options: AddressMockOptions = {}, ...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, pincodeChecks, ...addressHandlers(options), ...handlers] },
})

const [home, office] = demoAddresses as [Address, Address]
const more = (houseName: string, pincode: string, state: string): Address => ({
  ...office,
  houseName,
  pincode,
  state,
  localArea: 'Civil Lines',
})
const FIVE = [
  ...demoAddresses,
  more('House 7', '110054', 'Delhi'),
  more('Villa 3', '682042', 'Kerala'),
  more('Plot 21', '600001', 'Tamil Nadu'),
]

const body = () => within(document.body)
const toast = (text: string) => body().findByText(text, {}, { timeout: 4000 })
/** The section itself (the sidebar has list items too). */
const section = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Addresses' }))
const cards = (canvas: ReturnType<typeof within>) => canvas.findAllByRole('listitem')
const formDialog = async (name: string) => within(await body().findByRole('dialog', { name }))
const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}`) })

/** The demo shopper's two addresses: the default first, labelled Default, with no Delete. */
export const TwoAddresses: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const [first, second] = await cards(canvas)
    await expect(within(first as HTMLElement).getByText('Default')).toBeVisible()
    await expect(within(first as HTMLElement).getByText('Karnataka – 560001')).toBeVisible()
    await expect(within(second as HTMLElement).getByText('Maharashtra – 400001')).toBeVisible()
    await expect(within(second as HTMLElement).getByText('No Alternative Number')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: SEE_MORE_ADDRESSES })).toBeNull()
  },
}

/** The default cannot be deleted while another address remains: Delete is disabled and says why. */
export const DefaultNotDeletable: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const [first] = await cards(canvas)
    const remove = within(first as HTMLElement).getByRole('button', { name: /Delete/ })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAccessibleDescription(PRIMARY_ADDRESS_UNDELETABLE_MESSAGE)
  },
}

export const NoAddresses: Story = {
  parameters: withAddresses({ addresses: [] }),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await expect(await canvas.findByText(NO_ADDRESS_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible()
  },
}

/** Five addresses: two shown, See More Addresses shows all five, See Less Addresses two again. */
export const Many: Story = {
  parameters: withAddresses({ addresses: FIVE }),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await expect(await cards(canvas)).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: SEE_MORE_ADDRESSES }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('button', { name: SEE_LESS_ADDRESSES }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Red hints while the numbers are partly typed; Save is blocked with the alert and sends nothing. */
export const AddValidation: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await cards(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const dialog = await formDialog('Add New Address')
    await userEvent.type(field(dialog, 'Name'), 'Meera1 Iyer')
    await expect(field(dialog, 'Name')).toHaveValue('Meera Iyer')
    await userEvent.type(field(dialog, 'Phone'), '98765')
    await userEvent.type(field(dialog, 'Pincode'), '5600')
    await expect(dialog.getByText(PHONE_EXACT_MESSAGE)).toBeVisible()
    await expect(dialog.getByText(PINCODE_EXACT_MESSAGE)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(FIX_ERRORS_MESSAGE)
    await expect(dialog.getByText('House name is required.')).toBeVisible()
  },
}

/** A new address: the state comes from the pincode, Save adds it with a toast, and the list grows. */
export const AddSuccess: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await cards(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const dialog = await formDialog('Add New Address')
    await userEvent.type(field(dialog, 'Name'), 'Meera Iyer')
    await userEvent.type(field(dialog, 'Phone'), '9988776655')
    await userEvent.type(field(dialog, 'House name'), 'House 7')
    await userEvent.type(field(dialog, 'Local area'), 'Civil Lines')
    await userEvent.type(field(dialog, 'Pincode'), '110054')
    await waitFor(() => expect(field(dialog, 'State')).toHaveValue('Delhi'))
    await userEvent.click(dialog.getByRole('radio', { name: 'Office' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await toast(ADDRESS_ADDED_MESSAGE)
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await userEvent.click(await canvas.findByRole('button', { name: SEE_MORE_ADDRESSES }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('Delhi – 110054')).toBeVisible()
  },
}

/** A pincode we do not deliver to: the note under the field, and the state left to the shopper. */
export const AddNotServiceable: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await cards(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const dialog = await formDialog('Add New Address')
    await userEvent.type(field(dialog, 'Pincode'), '999999')
    await expect(await dialog.findByText(notServiceableMessage('999999'))).toBeVisible()
    await expect(field(dialog, 'State')).toHaveValue('')
  },
}

/** Edit the office: the saved values, a changed local area saved with a toast and shown in the list. */
export const Edit: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const [, second] = await cards(canvas)
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: /Edit/ }))
    const dialog = await formDialog('Update Address')
    await expect(field(dialog, 'House name')).toHaveValue(office.houseName)
    await userEvent.clear(field(dialog, 'Local area'))
    await userEvent.type(field(dialog, 'Local area'), 'Fort')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await toast(ADDRESS_UPDATED_MESSAGE)
    await expect(await canvas.findByText(`${office.houseName}, Fort`)).toBeVisible()
  },
}

/** A refusal of the server shows in the dialog in its own words (here: another shopper's id). */
export const EditRefused: Story = {
  parameters: withAddresses({ ownerId: 'SomeoneElse' }),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const [first] = await cards(canvas)
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /Edit/ }))
    const dialog = await formDialog('Update Address')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(NOT_YOUR_ADDRESSES_MESSAGE)
  },
}

/** Delete asks first; confirmed, the office goes with a toast. */
export const DeleteConfirm: Story = {
  parameters: withAddresses(),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    const [, second] = await cards(canvas)
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: /Delete/ }))
    const dialog = within(await body().findByRole('dialog', { name: 'Delete address' }))
    await expectShown(dialog.getByText(DELETE_ADDRESS_CONFIRM))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await toast(ADDRESS_DELETED_MESSAGE)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1))
    await expect(canvas.getByText(`${home.houseName}, ${home.localArea}, ${home.landMark}`)).toBeVisible()
  },
}

/** Use my location: the device refuses, and the form says so beside the button. */
export const LocationUnavailable: Story = {
  parameters: withAddresses(),
  beforeEach: () => {
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    }
    Object.defineProperty(navigator, 'geolocation', { value: denied, configurable: true })
    return () => {
      delete (navigator as unknown as Record<string, unknown>).geolocation
    }
  },
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    await cards(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    const dialog = await formDialog('Add New Address')
    await userEvent.click(dialog.getByRole('button', { name: 'Use my location' }))
    await expect(await dialog.findByText(LOCATION_UNAVAILABLE_MESSAGE)).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: withAddresses({ addresses: FIVE }),
  play: async ({ canvas: page }) => {
    const canvas = await section(page)
    for (const card of await cards(canvas)) {
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
    await expect(canvas.getByRole('button', { name: SEE_MORE_ADDRESSES })).toBeVisible()
  },
}
