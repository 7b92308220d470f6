import {
  PRICE_ON_REQUEST,
  calculateLineTotal,
  formatLineCost,
  formatLinePounds,
} from '@sweet-art/domain/pricing'
import { describeOptionsForBaker } from '@sweet-art/domain/production-sheet'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { ContainsLine } from '@/components/ui/allergen-list'
import ui from '../admin-ui.module.css'

/** An order's lines with every option chosen, quantities, prices and total. */
export function OrderLines({ order, caption }: { order: Order; caption: string }) {
  const { delivery } = order
  return (
    <div className={ui.scroller} tabIndex={0} role="group" aria-label={caption}>
      <table className={ui.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Options</th>
            <th scope="col" className={ui.numeric}>
              Quantity
            </th>
            <th scope="col" className={ui.numeric}>
              Price
            </th>
            <th scope="col" className={ui.numeric}>
              Sum
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.name}
                <div className={ui.muted}>{line.sectionName}</div>
                <ContainsLine allergens={line.allergens} className={ui.muted} />
              </th>
              <td data-label="Options">{describeOptionsForBaker(line.options) || '–'}</td>
              <td className={ui.numeric} data-label="Quantity">
                {line.quantity}
              </td>
              <td className={ui.numeric} data-label="Price">
                {formatLinePounds(line.cost)}
              </td>
              <td className={ui.numeric} data-label="Sum">
                {formatLineCost(calculateLineTotal(line))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {delivery.cost !== null && delivery.cost > 0 && (
            <tr>
              <th scope="row" colSpan={4}>
                Delivery
              </th>
              <td className={ui.numeric}>{formatLinePounds(delivery.cost)}</td>
            </tr>
          )}
          {delivery.congestion > 0 && (
            <tr>
              <th scope="row" colSpan={4}>
                Congestion charge
              </th>
              <td className={ui.numeric}>{formatLinePounds(delivery.congestion)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className={ui.numeric}>
              {order.total === null ? PRICE_ON_REQUEST : formatLinePounds(order.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
