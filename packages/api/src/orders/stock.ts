import type { Db } from '../db/client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Where a seller ships from, when India Post knows the seller's pincode. */
export interface SellerPlace {
  pincode: string
  district: string
  state: string
  lat: number | null
  lng: number | null
}

/** A product as a checkout takes it: locked, with the shopper's cart line and the seller's place. */
export interface LockedProduct {
  id: string
  name: string
  imageUrl: string
  pricePaise: number
  offerPricePaise: number
  stock: number
  b2cMaxQty: number
  b2bMaxQty: number | null
  cashOnDelivery: boolean
  sellerId: string
  /** The quantity of the shopper's cart line of it, null when the cart has none. */
  inCart: number | null
  sellerPlace: SellerPlace | undefined
}

/**
 * Runs one statement of a hot path by its fixed text inside the transaction, as a named prepared statement:
 * PostgreSQL parses and plans it once per connection, and no query builder runs per call (building the
 * placing's queries took a fifth of the server's thread). `name` must always go with the same `text`.
 * Rows come back as the driver gives them: timestamps as text, so the texts turn them into numbers.
 */
export async function runPrepared<Row>(
  tx: Tx,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  // Drizzle's session is what `execute` itself uses; it is not in the public type.
  const { session } = tx as unknown as {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        isResponseInArrayMode: false,
      ): { execute(): Promise<unknown> }
    }
  }
  const result = await session
    .prepareQuery({ sql: text, params: [...params] }, undefined, name, false)
    .execute()
  return (result as { rows: Row[] }).rows
}

/** What an Idempotency-Key already made, as its row says. */
export interface KeyRow {
  key_route: string | null
  key_hash: string | null
  key_parent_order_id: string | null
  /** Milliseconds since the epoch. */
  key_created_ms: number | null
}

interface LockedRow extends KeyRow {
  id: string
  name: string
  image_urls: string[]
  price_paise: number
  offer_price_paise: number
  stock: number
  b2c_max_qty: number
  b2b_max_qty: number | null
  cash_on_delivery: boolean
  seller_id: string
  in_cart: number | null
  seller_pincode: string | null
  district: string | null
  state: string | null
  lat: number | null
  lng: number | null
}

/**
 * The product rows, locked in product id order (`FOR UPDATE OF p`: the cart line, the seller, the
 * pincode and the key are read, not held), and the shopper's Idempotency-Key row joined to every one.
 * The key may be read here, in one statement with the products, because this statement starts after the
 * shopper's row is locked: every write of this shopper's keys holds that lock, so a twin's key is
 * committed (and in this statement's snapshot) before we get here. $1 the shopper, $2 the key, $3 the
 * product ids as a JSON array.
 */
const LOCK_PRODUCTS_AND_KEY = `select p.id, p.name, p.image_urls, p.price_paise, p.offer_price_paise, p.stock,
  p.b2c_max_qty, p.b2b_max_qty, p.cash_on_delivery, p.seller_id, c.quantity as in_cart,
  pc.pincode as seller_pincode, pc.district, pc.state, pc.lat, pc.lng,
  k.route as key_route, k.request_hash as key_hash, k.parent_order_id as key_parent_order_id,
  (extract(epoch from k.created_at) * 1000)::float8 as key_created_ms
from products p
join sellers s on s.id = p.seller_id
left join pincodes pc on pc.pincode = s.pincode
left join cart_items c on c.product_id = p.id and c.user_id = $1
left join idempotency_keys k on k.user_id = $1 and k.key = $2
where p.id = any(array(select jsonb_array_elements_text($3::jsonb)))
order by p.id
for update of p`

/**
 * Locks the rows of the products a checkout buys, in product id order, and reads what placing needs of
 * them in the same statement, with the shopper's Idempotency-Key row (see LOCK_PRODUCTS_AND_KEY). Every
 * checkout locks in the same order, so two checkouts sharing products wait for each other instead of
 * deadlocking; the stock read here cannot change until the transaction ends. Unknown ids are simply
 * missing from the answer; `key` is undefined when no product was found (then it was not read).
 */
export async function lockProducts(
  tx: Tx,
  userId: string,
  productIds: readonly string[],
  idempotencyKey: string,
): Promise<{ products: LockedProduct[]; key: KeyRow | undefined }> {
  const rows = await runPrepared<LockedRow>(tx, 'place_lock_products', LOCK_PRODUCTS_AND_KEY, [
    userId,
    idempotencyKey,
    JSON.stringify(productIds),
  ])
  const products = rows.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.image_urls[0] ?? '',
    pricePaise: row.price_paise,
    offerPricePaise: row.offer_price_paise,
    stock: row.stock,
    b2cMaxQty: row.b2c_max_qty,
    b2bMaxQty: row.b2b_max_qty,
    cashOnDelivery: row.cash_on_delivery,
    sellerId: row.seller_id,
    inCart: row.in_cart,
    sellerPlace:
      row.seller_pincode && row.district !== null && row.state !== null
        ? {
            pincode: row.seller_pincode,
            district: row.district,
            state: row.state,
            lat: row.lat,
            lng: row.lng,
          }
        : undefined,
  }))
  return { products, key: rows[0] }
}
