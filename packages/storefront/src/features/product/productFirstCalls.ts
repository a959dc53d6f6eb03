import type { FirstCalls } from '../../app/firstCalls.ts'
import { productApi } from './productApi.ts'

/**
 * The product page's own call, sent when the page opens rather than after its screen's first render: the
 * server cannot preload it (it carries a signed-in shopper's token). The screen's query for the same
 * product then finds it under way or answered, so it goes out once.
 */
export const startFirstCalls: FirstCalls = (dispatch, { prodId }) => {
  if (prodId) void dispatch(productApi.util.prefetch('getProductDetails', prodId, {}))
}
