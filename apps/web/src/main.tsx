import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppErrorBoundary } from './app/app-error-boundary'
import { AppProviders, createAppQueryClient } from './app/providers'
import { AppRouter, prefetchLandingRoute } from './app/router'
import './app/styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

prefetchLandingRoute(window.location.pathname)
// Made once, before the first render: its catalogue request starts with the app's code.
const queryClient = createAppQueryClient()
createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
)
