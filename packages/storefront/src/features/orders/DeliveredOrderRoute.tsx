import { errorTextOf, pages } from '@haat/contract/core'
import { type CallError, errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useOrdersQuery } from '../../shared/orders/ordersApi.ts'
import { deliveredOrderChoice, LATEST_DELIVERED_ARGS, sampleDeliveredOrder } from './deliveredOrderView.ts'
import { Loading, Message, OrderDetails, OrderDetailsScreen, OrderPage } from './OrderDetailsRoute.tsx'
import { orderDetailsView } from './orderDetailsView.ts'

const sampleView = orderDetailsView(sampleDeliveredOrder)

/**
 * /order-inner-page-delivered: the shopper's latest delivered order as its order page (rate, invoice and
 * all), or the labelled sample when they have none yet (docs/product.md, "Order page"). The sign-in guard
 * stands in front of it.
 */
export function DeliveredOrderRoute() {
  useDocumentTitle(pages.deliveredOrder.title)
  const latest = useOrdersQuery(LATEST_DELIVERED_ARGS)
  if (latest.data) {
    const choice = deliveredOrderChoice(latest.data)
    if (choice.kind === 'order') return <OrderDetailsScreen orderId={choice.orderId} />
    return (
      <OrderPage>
        <OrderDetails view={sampleView} sample />
      </OrderPage>
    )
  }
  return (
    <OrderPage>
      {latest.isError ? (
        <Message
          text={errorTextOf(errorText(latest.error as CallError))}
          onRetry={() => void latest.refetch()}
        />
      ) : (
        <Loading />
      )}
    </OrderPage>
  )
}
