import type { SharableList } from '@haat/contract'
import {
  addedToListMessage,
  DELETE_LIST_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  LIST_DELETED_MESSAGE,
  LIST_ITEM_REMOVED_MESSAGE,
  LIST_NAME_REQUIRED_MESSAGE,
  NO_LIST_FOUND_MESSAGE,
  REMOVE_LIST_ITEM_FAILED_MESSAGE,
  SHARED_LIST_NOT_FOUND_MESSAGE,
  SHARING_STOPPED_MESSAGE,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ListsSection } from '../../packages/storefront/src/features/account/ListsSection.tsx'
import { SharedListRoute } from '../../packages/storefront/src/features/lists/SharedListRoute.tsx'
import { ProductRoute } from '../../packages/storefront/src/features/product/ProductRoute.tsx'
import { apiUrl, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { listHandlers } from '../../packages/storefront/src/mocks/listHandlers.ts'
import { expectShown } from '../ui/support.ts'
import { withStorefront } from './helpers.tsx'
import { recorded, UNKNOWN_ID } from './recorded.ts'

/**
 * Named lists on the recorded answers: My Account's lists section, Add to list on the product page and
 * the public page of a shared list. Each story starts from the demo shopper's recorded lists in fresh
 * in-memory mocks, so what one story changes no other sees.
 */
const meta = {
  title: 'Pages/Lists',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const demoLists = recorded('sharableLists')
const [shared, notShared] = demoLists as [SharableList, SharableList]
/** The laptop the product page stories show: in neither demo list. */
const LAPTOP = 'i3HvQB7VeXI8csWzqLRc'
const laptop = recorded('productDetails', { query: { pId: LAPTOP } }).productDetails

const withLists = (lists?: SharableList[], ...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, ...listHandlers(lists ? { lists } : {}), ...handlers] },
})
const failing = (name: 'deleteListItem' | 'deleteList') =>
  http.delete(apiUrl(name), () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }))

const myAccount = withStorefront('/my-account', { signedIn: true })
const body = () => within(document.body)
const toast = (text: string) => body().findByText(text, {}, { timeout: 4000 })

/** Replaces a navigator property for one story; the returned cleanup puts the browser's own back. */
function stubNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true })
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name]
  }
}

// --- My Account: the lists section -------------------------------------------------------------------

/** The demo shopper's two lists: the first chosen and marked Shared; a product removed from the second. */
export const AccountLists: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(),
  play: async ({ canvas, step }) => {
    await step('the lists as tabs, the first chosen, with its products linking to their pages', async () => {
      const first = await canvas.findByRole('tab', { name: new RegExp(shared.listName) })
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getAllByRole('tab')).toHaveLength(demoLists.length)
      await expect(canvas.getByText('Shared')).toBeVisible()
      const product = shared.products[0]
      if (!product) throw new Error('The demo list needs a product')
      await expect(canvas.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        `/product-page/${product.productId}`,
      )
    })
    await step('remove a product of the second list', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: new RegExp(notShared.listName) }))
      const gone = notShared.products[0]
      if (!gone) throw new Error('The second demo list needs a product')
      await userEvent.click(
        canvas.getByRole('button', { name: `Remove ${gone.name} from ${notShared.listName}` }),
      )
      await expect(await toast(LIST_ITEM_REMOVED_MESSAGE)).toBeVisible()
      await waitFor(() => expect(canvas.queryByRole('link', { name: gone.name })).not.toBeInTheDocument())
      await expect(canvas.getByRole('tab', { name: new RegExp(notShared.listName) })).toHaveTextContent(
        `(${notShared.products.length - 1}`,
      )
    })
  },
}

/** A refused removal puts the product back and says so in the specification's words. */
export const RemoveFails: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(undefined, failing('deleteListItem')),
  play: async ({ canvas }) => {
    const product = shared.products[0]
    if (!product) throw new Error('The demo list needs a product')
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove ${product.name} from ${shared.listName}` }),
    )
    await expect(await toast(REMOVE_LIST_ITEM_FAILED_MESSAGE)).toBeVisible()
    await expect(await canvas.findByRole('link', { name: product.name })).toBeVisible()
  },
}

/** Delete list asks first, then the list leaves the tabs. */
export const DeleteList: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete list' }))
    const confirm = within(await body().findByRole('dialog', { name: 'Delete this list?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete list' }))
    await expect(await toast(LIST_DELETED_MESSAGE)).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(demoLists.length - 1))
    await expect(canvas.getByRole('tab', { name: new RegExp(notShared.listName) })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const DeleteFails: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(undefined, failing('deleteList')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete list' }))
    const confirm = within(await body().findByRole('dialog', { name: 'Delete this list?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete list' }))
    await expect(await toast(DELETE_LIST_FAILED_MESSAGE)).toBeVisible()
    // The list left the tabs at once and is back.
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(demoLists.length))
  },
}

/** Where the browser cannot share by itself: the dialog with the link, Copy, then Stop sharing. */
export const ShareWithLink: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(),
  beforeEach: () => {
    const noShare = stubNavigator('share', undefined)
    const clipboard = stubNavigator('clipboard', { writeText: fn(async () => undefined) })
    return () => {
      noShare()
      clipboard()
    }
  },
  play: async ({ canvas, step }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(notShared.listName) }))
    await expect(canvas.queryByText('Shared')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }))
    const dialog = within(await body().findByRole('dialog', { name: `Share “${notShared.listName}”` }))
    const link = `${window.location.origin}/shared-list/share-${notShared.id}`
    await step('the absolute link, copied by Copy link', async () => {
      await expect(dialog.getByRole('textbox', { name: 'Link to this list' })).toHaveValue(link)
      await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }))
      await expect(await dialog.findByRole('button', { name: LINK_COPIED_MESSAGE })).toBeVisible()
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link)
      // The list is marked Shared behind the dialog once the lists are read again.
      await expect(await canvas.findByText('Shared')).toBeInTheDocument()
    })
    await step('Stop sharing closes the dialog and unmarks the list', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Stop sharing' }))
      await expect(await toast(SHARING_STOPPED_MESSAGE)).toBeVisible()
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(canvas.queryByText('Shared')).not.toBeInTheDocument())
    })
  },
}

const share = fn(async (_data: ShareData) => undefined)

/** Where the browser has a share sheet, it gets the list's name and link, and no dialog opens. */
export const ShareNatively: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(),
  beforeEach: () => {
    share.mockClear()
    const undoShare = stubNavigator('share', share)
    const undoCanShare = stubNavigator('canShare', () => true)
    return () => {
      undoShare()
      undoCanShare()
    }
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: shared.listName,
        url: `${window.location.origin}/shared-list/${shared.shareId}`,
      }),
    )
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const EmptyList: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists([{ ...notShared, products: [] }]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This list is empty.')).toBeVisible()
  },
}

export const NoLists: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_LIST_FOUND_MESSAGE)).toBeVisible()
  },
}

export const AccountListsLoading: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(undefined, pending('sharableLists')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('list-tabs-loading')).toHaveAttribute('aria-busy', 'true')
  },
}

export const AccountListsPhone: Story = {
  render: () => <ListsSection />,
  decorators: [myAccount],
  parameters: withLists(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: new RegExp(shared.listName) })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

// --- The product page: Add to list ---------------------------------------------------------------------

const productPage = (signedIn = true) =>
  withStorefront('/product-page/:prodId', { initialEntry: `/product-page/${LAPTOP}`, signedIn })

/** Pick a list and Add; opened again, the dialog says the list holds the product. */
export const AddToListOnProductPage: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage()],
  parameters: withLists(),
  play: async ({ canvas, step }) => {
    await canvas.findByRole('heading', { level: 1, name: laptop.name })
    await step('Add waits for a list; adding says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }))
      const dialog = within(await body().findByRole('dialog', { name: 'Add to list' }))
      const add = dialog.getByRole('button', { name: 'Add' })
      await expect(add).toBeDisabled()
      await userEvent.click(await dialog.findByRole('radio', { name: notShared.listName }))
      await userEvent.click(add)
      await expectShown(await toast(addedToListMessage(notShared.listName)))
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument())
    })
    await step('the list now holds the product', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Add to list' }))
      const dialog = within(await body().findByRole('dialog', { name: 'Add to list' }))
      await expect(await dialog.findByRole('radio', { name: new RegExp(notShared.listName) })).toBeDisabled()
      await expectShown(dialog.getByText('Already in this list'))
    })
  },
}

/** A blank name keeps Save disabled; a name makes the list with the product in it. */
export const CreateListOnProductPage: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage()],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: laptop.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }))
    const dialog = within(await body().findByRole('dialog', { name: 'Add to list' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Create new list' }))
    const name = dialog.getByRole('textbox', { name: 'New list name' })
    const save = dialog.getByRole('button', { name: 'Save' })
    await userEvent.type(name, '   ')
    await expect(save).toBeDisabled()
    await expect(dialog.getByText(LIST_NAME_REQUIRED_MESSAGE)).toBeVisible()
    await userEvent.clear(name)
    await userEvent.type(name, 'Work from home')
    await userEvent.click(save)
    await expect(await toast(addedToListMessage('Work from home'))).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to list' }))
    const again = within(await body().findByRole('dialog', { name: 'Add to list' }))
    await expect(await again.findByRole('radio', { name: /Work from home/ })).toBeDisabled()
  },
}

/** A name the shopper already has is refused in the dialog, which stays open. */
export const CreateListNameTaken: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage()],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: laptop.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }))
    const dialog = within(await body().findByRole('dialog', { name: 'Add to list' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Create new list' }))
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'New list name' }),
      shared.listName.toUpperCase(),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      `You already have a list named "${shared.listName}".`,
    )
  },
}

/** A visitor is sent to sign in first. */
export const AddToListVisitor: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(false)],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: laptop.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }))
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('/login')
  },
}

export const AddToListPhone: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage()],
  parameters: withLists(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: laptop.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }))
    const dialog = await body().findByRole('dialog', { name: 'Add to list' })
    await within(dialog).findByRole('radio', { name: shared.listName })
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390)
  },
}

// --- The shared list's public page ---------------------------------------------------------------------

const sharedPage = (shareId: string) =>
  withStorefront('/shared-list/:shareId', { initialEntry: `/shared-list/${shareId}` })

/** Anyone with the link, signed in or not, sees the list's name and its products. */
export const SharedListPage: Story = {
  render: () => <SharedListRoute />,
  decorators: [sharedPage(shared.shareId ?? '')],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: shared.listName })).toBeVisible()
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('link')
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      shared.products.map((product) => `/product-page/${product.productId}`),
    )
    await expect(
      canvas.getByText(`A list shared with you · ${shared.products.length} products`),
    ).toBeVisible()
    await waitFor(() => expect(document.title).toBe(`${shared.listName} (Shared List) | Haat`))
  },
}

/** Sharing stopped (or a wrong link): the page says so and leads home. */
export const SharedListGone: Story = {
  render: () => <SharedListRoute />,
  decorators: [sharedPage(UNKNOWN_ID)],
  parameters: withLists(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SHARED_LIST_NOT_FOUND_MESSAGE }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const SharedListLoading: Story = {
  render: () => <SharedListRoute />,
  decorators: [sharedPage(shared.shareId ?? '')],
  parameters: withLists(undefined, pending('sharedList')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Loading products' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const SharedListPhone: Story = {
  render: () => <SharedListRoute />,
  decorators: [sharedPage(shared.shareId ?? '')],
  parameters: withLists(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: shared.listName })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
