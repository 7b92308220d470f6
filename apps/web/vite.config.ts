import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'

// In dev the SPA and the API run as two processes; proxying /api keeps them on one origin, as in
// production (decisions §1), so cookies and the API's Origin check behave the same.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiPrefix = env.VITE_API_PREFIX ?? '/api'
  const apiTarget = env.API_PROXY_TARGET ?? 'http://localhost:3000'

  return {
    plugins: [react()],
    server: {
      port: 5173,
      proxy: { [apiPrefix]: { target: apiTarget, changeOrigin: false } },
    },
    preview: {
      port: 4173,
      proxy: { [apiPrefix]: { target: apiTarget, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // No data: URLs, so the CSP's img-src can stay at 'self'.
      assetsInlineLimit: 0,
      sourcemap: false,
    },
  }
})
