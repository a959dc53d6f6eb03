import type { ListProduct, SharableList } from '@haat/contract'
import { pageHref } from '@haat/contract/core'
import type { ListTabsList, ProductCardProps } from '@haat/ui'
import { type CallError, serverMessage, statusOf } from '../../app/errorText.ts'
import { productHref } from '../links.ts'
import { productCardOf } from '../listing/listingView.ts'

/**
 * Pure mappings between the lists the API answers and what the @haat/ui list components take. No React
 * here, so each rule is unit-tested.
 */

/** The tabs of My Account's lists: each list's products link to their pages (docs/product.md, Link rules). */
export function listTabsOf(lists: readonly SharableList[]): ListTabsList[] {
  return lists.map((list) => ({
    id: list.id,
    name: list.listName,
    shared: list.shareId !== null,
    products: list.products.map((product) => ({
      productId: product.productId,
      name: product.name,
      href: productHref(product.productId),
      imageUrl: product.imageUrls[0] ?? '',
      price: product.price,
      offerPrice: product.offerPrice,
      stock: product.stock,
    })),
  }))
}

/** A product of a shared list as a ProductCard, linking to its page as every product card does. */
export const listProductCard = (product: ListProduct): ProductCardProps => productCardOf(product)

/** The absolute address of a shared list, the one a shopper hands out. */
export const sharedListUrl = (origin: string, shareId: string) =>
  `${origin}${pageHref('sharedList', { shareId })}`

/**
 * The words for a list change that failed: the server's own when it explained a refusal (a name taken, a
 * full list), the fallback for anything else (a network failure, a server error).
 */
export function listFailureText(error: CallError, fallback: string): string {
  const status = statusOf(error)
  const message = serverMessage(error)
  return status !== undefined && status < 500 && message !== undefined ? message : fallback
}
