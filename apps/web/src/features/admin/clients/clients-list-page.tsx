import { useState } from 'react'
import { Link } from 'react-router'
import { formatLondonDate } from '@sweet-art/domain/dates'
import { CLIENT_SEARCH_MAX_LENGTH } from '@sweet-art/domain/schemas/admin-clients'
import { Page } from '@/components/ui/page'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import ui from '../admin-ui.module.css'
import { paths } from '@/config/paths'
import { useAdminClients } from './api/get-admin-clients'

// One request per pause in typing, not per keystroke.
const SEARCH_DEBOUNCE_MS = 300

/** The clients list with search by name, e-mail or phone (docs/product.md › The back office). */
export function ClientsListPage() {
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const { data: clients, isPending, isFetching, isError } = useAdminClients(debounced)

  return (
    <Page title="Clients" eyebrow="Back office">
      <div className={ui.toolbar}>
        <label className={ui.control}>
          Search clients
          <input
            className={ui.input}
            type="search"
            value={search}
            maxLength={CLIENT_SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail or phone"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <p className={ui.muted} aria-live="polite">
          {(isPending || isFetching) && !isError
            ? 'Searching…'
            : `${String(clients?.length ?? 0)} ${clients?.length === 1 ? 'client' : 'clients'}`}
        </p>
      </div>
      {isError && (
        <p className={ui.empty} role="alert">
          The clients could not be loaded. Please reload the page.
        </p>
      )}
      {clients?.length === 0 && <p className={ui.empty}>No client matches this search.</p>}
      {clients && clients.length > 0 && (
        <div
          className={`${ui.panel} ${ui.scroller}`}
          tabIndex={0}
          role="group"
          aria-label="Clients"
        >
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col" className={ui.numeric}>
                  Orders
                </th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {clients.map((client) => (
                <tr key={client.id}>
                  <th scope="row">
                    <Link className={ui.link} to={paths.admin.getHref(`clients/${client.id}`)}>
                      {client.firstName} {client.lastName}
                    </Link>
                    {client.role === 'admin' && <span className={ui.muted}> · team</span>}
                  </th>
                  <td data-label="E-mail">{client.email}</td>
                  <td data-label="Phone">{client.phone}</td>
                  <td className={ui.numeric} data-label="Orders">
                    {client.ordersCount}
                  </td>
                  <td data-label="Since">{formatLondonDate(client.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  )
}
