import type { WishlistItem } from '@haat/contract'
import {
  MOVE_TO_CART_FAILED_MESSAGE,
  MOVED_TO_CART_MESSAGE,
  REMOVE_FROM_WISHLIST_FAILED_MESSAGE,
  REMOVED_FROM_WISHLIST_MESSAGE,
} from '@haat/contract/core'
import type { WishlistPanelItem, WishlistPanelProps } from '@haat/ui'
import { useState } from 'react'
import { type CallError, errorText } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { brandHref, productHref } from '../links.ts'
import { useGetWishlistProductsQuery, useRemoveFromWishlistMutation } from './cartApi.ts'
import { useMoveToCartMutation } from './cartLinesApi.ts'
import { refusalText } from './refusalText.ts'

type PendingChange = NonNullable<WishlistPanelItem['pending']>

/** A wishlist item as the panel shows it. The wishlist does not say whether a brand has a page of its own, so its name links to the brand's products (docs/product.md, Link rules). */
export const wishlistPanelItem = (item: WishlistItem, pending?: PendingChange): WishlistPanelItem => ({
  productId: item.productId,
  href: productHref(item.productId),
  name: item.name,
  imageUrl: item.imageUrls[0],
  brand: { name: item.brand, href: brandHref({ brandId: item.brandId, brandPage: '' }) },
  storeName: item.seller,
  price: item.price,
  offerPrice: item.offerPrice,
  stock: item.stock,
  pending: pending ?? null,
})

/**
 * The shopper's wishlist for a WishlistPanel, with Move to Cart and Remove: the cart page's and My
 * Account's. Each change shows its item as busy until the server answers, then says how it went with the
 * contract's texts (the server's reason when it refused, such as a limit of the cart).
 */
export function useWishlistPanel(): Pick<
  WishlistPanelProps,
  'items' | 'error' | 'onRetry' | 'onMoveToCart' | 'onRemove'
> {
  const wishlist = useGetWishlistProductsQuery()
  const [moveToCart] = useMoveToCartMutation()
  const [removeFromWishlist] = useRemoveFromWishlistMutation()
  const [pending, setPending] = useState<Readonly<Record<string, PendingChange>>>({})

  const change = async (
    productId: string,
    kind: PendingChange,
    send: () => Promise<unknown>,
    texts: { done: string; failed: string },
  ) => {
    if (pending[productId]) return
    setPending((now) => ({ ...now, [productId]: kind }))
    try {
      await send()
      enqueueToast(texts.done, { variant: 'success' })
    } catch (failure) {
      enqueueToast(refusalText(failure as CallError, texts.failed), { variant: 'error' })
    } finally {
      setPending(({ [productId]: _done, ...rest }) => rest)
    }
  }

  return {
    items: wishlist.data?.map((item) => wishlistPanelItem(item, pending[item.productId])),
    error: wishlist.isError && !wishlist.data ? `Error: ${errorText(wishlist.error)}` : null,
    onRetry: () => void wishlist.refetch(),
    onMoveToCart: (productId) =>
      void change(productId, 'move', () => moveToCart({ productId }).unwrap(), {
        done: MOVED_TO_CART_MESSAGE,
        failed: MOVE_TO_CART_FAILED_MESSAGE,
      }),
    onRemove: (productId) =>
      void change(productId, 'remove', () => removeFromWishlist({ productId }).unwrap(), {
        done: REMOVED_FROM_WISHLIST_MESSAGE,
        failed: REMOVE_FROM_WISHLIST_FAILED_MESSAGE,
      }),
  }
}
