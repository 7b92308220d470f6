import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, prefetchLandingRoute } from './app/router'
import './app/styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

prefetchLandingRoute(window.location.pathname)
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
