import { Route, Routes } from 'react-router'
import { ClientDetailPage } from './client-detail-page'
import { ClientsListPage } from './clients-list-page'

/** The clients area of the back office: the list, and one client with their orders (docs/product.md › The back office). */
export function ClientsArea() {
  return (
    <Routes>
      <Route index element={<ClientsListPage />} />
      <Route path=":clientId" element={<ClientDetailPage />} />
    </Routes>
  )
}
