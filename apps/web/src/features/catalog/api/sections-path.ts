/**
 * The catalogue's API path, on its own so the build can preload it from index.html
 * without bundling the query code into the Vite config.
 */
export const SECTIONS_PATH = '/products-sections/client'
