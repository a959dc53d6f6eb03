import { z } from 'zod'
import { ImageUrl, RatingCounts, Rupees, text } from './common.ts'
import { CART_PRODUCT_ID_REQUIRED_MESSAGE } from './core/cart.ts'
import {
  LIST_ID_REQUIRED_MESSAGE,
  LIST_ITEMS_MAX,
  LIST_NAME_LENGTH_MESSAGE,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
} from './core/lists.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * Named lists of the signed-in shopper (the session says whose: a list id of another shopper answers 404)
 * and the public read of a shared one. Field names are the specification's; money is rupees.
 */

const ID_MAX = 64
const productId = () =>
  text({ error: CART_PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, CART_PRODUCT_ID_REQUIRED_MESSAGE)
    .max(ID_MAX, atMostCharactersMessage(ID_MAX))
const listId = () =>
  text({ error: LIST_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, LIST_ID_REQUIRED_MESSAGE)
    .max(ID_MAX, atMostCharactersMessage(ID_MAX))
/** A share id is a long random token: anything of another shape cannot be one, and answers 404. */
const shareId = () =>
  text({ error: LIST_NOT_FOUND_MESSAGE })
    .trim()
    .min(1, LIST_NOT_FOUND_MESSAGE)
    .max(ID_MAX, LIST_NOT_FOUND_MESSAGE)

const listName = () =>
  text({ error: LIST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, LIST_NAME_REQUIRED_MESSAGE)
    .max(LIST_NAME_MAX, LIST_NAME_LENGTH_MESSAGE)

/** One product of a list, as it is now. */
export const ListProduct = RatingCounts.extend({
  productId: z.string(),
  name: z.string(),
  imageUrls: z.array(ImageUrl),
  sellingPrice: Rupees,
  price: Rupees,
  offerPrice: Rupees,
  discountPercentage: z.number().int().min(0).max(100),
  stock: z.number().int(),
})
export type ListProduct = z.infer<typeof ListProduct>

/** One of the shopper's lists with its products, newest item first. */
export const SharableList = z.object({
  id: z.string(),
  listName: z.string(),
  /** The public share id while the list is shared, null when it is not. */
  shareId: z.string().nullable(),
  products: z.array(ListProduct),
})
export type SharableList = z.infer<typeof SharableList>

/** `POST /create-sharable-list`: the name and, optionally, products to start with. */
export const CreateSharableListBody = z.object({
  listName: listName(),
  items: z
    .array(productId())
    .max(LIST_ITEMS_MAX, `A list can hold ${LIST_ITEMS_MAX} products at most.`)
    .default([]),
})
export type CreateSharableListBody = z.infer<typeof CreateSharableListBody>

/** The created list: its id, name and product ids. */
export const CreateSharableListAnswer = z.object({
  message: z.string(),
  id: z.string(),
  listName: z.string(),
  items: z.array(z.string()),
})
export type CreateSharableListAnswer = z.infer<typeof CreateSharableListAnswer>

/** `POST /add-product-to-list`: the list and the product (`itemId`, the specification's name). */
export const AddProductToListBody = z.object({ listId: listId(), itemId: productId() })
export type AddProductToListBody = z.infer<typeof AddProductToListBody>

export const ListIdParams = z.object({ listId: listId() })
export const ListItemParams = z.object({ listId: listId(), productId: productId() })
export const ProductInListsParams = z.object({ productId: productId() })
export const ShareIdParams = z.object({ shareId: shareId() })

/** `GET /check-product-in-lists/{productId}`: every list of the shopper, saying whether it holds the product. */
export const ProductInListsAnswer = z.array(
  z.object({ id: z.string(), listName: z.string(), hasProduct: z.boolean() }),
)
export type ProductInListsAnswer = z.infer<typeof ProductInListsAnswer>

/** `POST /share-sharable-list/{listId}`: the public share id of the list. */
export const ShareListAnswer = z.object({ shareId: z.string() })
export type ShareListAnswer = z.infer<typeof ShareListAnswer>

/** `GET /shared-list/{shareId}`: a shared list as anyone sees it (no owner, no ids of the owner's). */
export const SharedListAnswer = z.object({ listName: z.string(), products: z.array(ListProduct) })
export type SharedListAnswer = z.infer<typeof SharedListAnswer>
