import type { Db } from '../client.ts'
import { deliveryAreas } from '../schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The sorting districts the demo marketplace delivers to: the metros in two working days, large cities in
 * three to four, the rest of the list in five or six. A pincode whose first three digits are not here is
 * not serviceable (docs/product.md, "Delivery").
 */
export const DEMO_DELIVERY_AREAS: ReadonlyArray<{ prefix: string; region: string; deliveryDays: number }> = [
  { prefix: '110', region: 'New Delhi', deliveryDays: 2 },
  { prefix: '400', region: 'Mumbai', deliveryDays: 2 },
  { prefix: '560', region: 'Bengaluru', deliveryDays: 2 },
  { prefix: '600', region: 'Chennai', deliveryDays: 2 },
  { prefix: '700', region: 'Kolkata', deliveryDays: 2 },
  { prefix: '500', region: 'Hyderabad', deliveryDays: 2 },
  { prefix: '122', region: 'Gurugram', deliveryDays: 2 },
  { prefix: '201', region: 'Noida and Ghaziabad', deliveryDays: 2 },
  { prefix: '411', region: 'Pune', deliveryDays: 3 },
  { prefix: '380', region: 'Ahmedabad', deliveryDays: 3 },
  { prefix: '395', region: 'Surat', deliveryDays: 3 },
  { prefix: '302', region: 'Jaipur', deliveryDays: 3 },
  { prefix: '226', region: 'Lucknow', deliveryDays: 3 },
  { prefix: '160', region: 'Chandigarh', deliveryDays: 3 },
  { prefix: '452', region: 'Indore', deliveryDays: 4 },
  { prefix: '462', region: 'Bhopal', deliveryDays: 4 },
  { prefix: '440', region: 'Nagpur', deliveryDays: 4 },
  { prefix: '682', region: 'Kochi', deliveryDays: 4 },
  { prefix: '641', region: 'Coimbatore', deliveryDays: 4 },
  { prefix: '570', region: 'Mysuru', deliveryDays: 4 },
  { prefix: '403', region: 'Goa', deliveryDays: 4 },
  { prefix: '141', region: 'Ludhiana', deliveryDays: 4 },
  { prefix: '248', region: 'Dehradun', deliveryDays: 4 },
  { prefix: '208', region: 'Kanpur', deliveryDays: 4 },
  { prefix: '221', region: 'Varanasi', deliveryDays: 5 },
  { prefix: '800', region: 'Patna', deliveryDays: 5 },
  { prefix: '751', region: 'Bhubaneswar', deliveryDays: 5 },
  { prefix: '530', region: 'Visakhapatnam', deliveryDays: 5 },
  { prefix: '695', region: 'Thiruvananthapuram', deliveryDays: 5 },
  { prefix: '781', region: 'Guwahati', deliveryDays: 6 },
]

/** Adds the delivery areas that are missing (idempotent: data folders seeded before they existed get them). */
export async function ensureDeliveryAreas(tx: Tx | Db): Promise<void> {
  await tx
    .insert(deliveryAreas)
    .values([...DEMO_DELIVERY_AREAS])
    .onConflictDoNothing()
}
